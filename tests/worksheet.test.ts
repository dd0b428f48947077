// The worksheet stage's model: the sheet from the core equals `pagingsim
// worksheet`'s golden output, a student's answers survive the link (random
// grids round-trip through lz-string), bad worksheet fields in a link are
// named, and the keyboard's editing rules.

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeHash, encodeState } from '../src/app/link';
import { DEFAULT_VIEW, type LabState } from '../src/app/state';
import { IDLE_SCENARIO } from '../src/stages/preset';
import '../src/stages/registry';
import { ditto, faultsQuestion, keyState, ruleLink, typeInto, type Worksheet } from '../src/stages/worksheet/model';
import type { WorksheetState } from '../src/stages/worksheet/slice';
import { check_worksheet_json, worksheet_json } from './core';

const state = (worksheet: WorksheetState): LabState => ({
  stage: 'worksheet',
  preset: null,
  scenario: IDLE_SCENARIO,
  view: DEFAULT_VIEW,
  exercise: null,
  slices: { worksheet },
});

/** The worksheet slice of a state. */
const sheet = (s: LabState | null | undefined) => s?.slices?.worksheet as WorksheetState | undefined;

const sheetOf = (spec: object) => JSON.parse(worksheet_json(JSON.stringify(spec))) as Worksheet;

describe('worksheets', () => {
  it('are the CLI’s: the golden sheet of problem 7', () => {
    const golden = readFileSync('tests/golden/worksheet-seed-7-clock.json', 'utf8');
    expect(`${worksheet_json(JSON.stringify({ seed: 7, policy: 'clock', frames: 3, k: 2 }))}\n`).toBe(golden);
  });

  it('carry a student’s answers through the link, cell for cell', () => {
    const sheet = sheetOf({ seed: 2, policy: 'lru', frames: 3 });
    const width = sheet.columns.length;
    const cell = fc.constantFrom('', 'h', 'f', '-', '0', '1', '5', '9', '10', 'x');
    const rows = fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: sheet.key.length });
    fc.assert(
      fc.property(rows, (answers) => {
        const s = state({ seed: 2, policy: 'lru', frames: 3, k: 0, answers });
        const back = decodeHash(`#${encodeState(s)}`);
        expect('state' in back && back.state?.slices?.worksheet).toEqual(s.slices?.worksheet);
      }),
      { numRuns: 60 },
    );
  });

  it('give the instructor’s link the key, and grading keeps the answers', () => {
    const s = state({
      seed: 4,
      policy: 'clock',
      frames: 3,
      k: 2,
      answers: [['f', '-', '6', '-', '-', '0', '1', '0', '0', '00', '00', '00']],
    });
    const key = decodeHash(`#${encodeState(keyState(s, false))}`);
    expect('state' in key && key.state?.view.key).toBe(true);
    expect('state' in key && sheet(key.state)?.answers).toEqual([]);
    const graded = decodeHash(`#${encodeState(keyState(s, true))}`);
    expect('state' in graded && sheet(graded.state)?.answers).toEqual(sheet(s)?.answers);
    const checked = JSON.parse(
      check_worksheet_json(JSON.stringify({ seed: 4, policy: 'clock', frames: 3, k: 2 }), JSON.stringify({ rows: sheet(s)?.answers })),
    );
    expect(checked.right).toBe(12);
  });

  it('name a bad field of a linked worksheet', () => {
    const bad = (w: object) => {
      const d = decodeHash(
        `#${encodeState({ ...state({ seed: 1, policy: 'fifo', frames: 3, k: 0, answers: [] }), slices: { worksheet: w as WorksheetState } })}`,
      );
      return 'error' in d ? d.error : null;
    };
    expect(bad({ seed: 1, policy: 'mru', frames: 3, k: 0, answers: [] })).toBe(
      'worksheet.policy = mru is not allowed: expected fifo, lru, opt, clock or multics',
    );
    expect(bad({ seed: 1, policy: 'fifo', frames: 9, k: 0, answers: [] })).toBe('worksheet: frames = 9 is not allowed: expected 1..=6');
    expect(bad({ seed: 1, policy: 'fifo', frames: 3, k: 2, answers: [] })).toBe(
      'worksheet.k = 2 is not allowed: expected 0 (k is the clocks’)',
    );
    expect(bad({ seed: 1, policy: 'fifo', frames: 3, k: 0, answers: [['f']] })).toMatch(
      /^worksheet\.answers = \[\["f"\]\] is not allowed: expected at most \d+ rows of 5 short texts$/,
    );
  });

  it('type as on paper', () => {
    const frame = { kind: 'frame', slot: 0 } as const;
    expect(typeInto({ kind: 'outcome' }, '', 'h', 0, 3)).toEqual({ cell: 'h', done: true });
    expect(typeInto({ kind: 'outcome' }, '', '5', 0, 3)).toBeNull();
    expect(typeInto(frame, '4', '-', 0, 3)).toEqual({ cell: '-', done: true });
    expect(typeInto({ kind: 'pointer' }, '', '3', 0, 3)).toBeNull();
    expect(typeInto({ kind: 'register', slot: 1 }, '', '1', 2, 3)).toEqual({ cell: '1', done: false });
    expect(typeInto({ kind: 'register', slot: 1 }, '1', '0', 2, 3)).toEqual({ cell: '10', done: true });
    expect(typeInto({ kind: 'register', slot: 1 }, '10', '0', 2, 3)).toEqual({ cell: '0', done: false });
    const columns = sheetOf({ seed: 1, policy: 'fifo', frames: 3 }).columns;
    expect(
      ditto(
        columns,
        [
          ['f', '-', '5', '-', '-'],
          ['', '', '', '7', ''],
        ],
        1,
      ),
    ).toEqual(['', '', '5', '7', '-']);
  });

  it('ask for the faults with the key’s count among four', () => {
    const sheet = sheetOf({ seed: 2, policy: 'lru', frames: 3 });
    const q = faultsQuestion(sheet);
    expect(q.options[q.answer]).toBe(String(sheet.faults));
    expect(sheet.faults).toBe(6);
  });

  it('link a rule to its stage: the policies stage after the reference, the Multics clock stage before it', () => {
    const lru = sheetOf({ seed: 2, policy: 'lru', frames: 3 });
    const a = decodeHash(ruleLink(lru, 'policies', 8));
    expect('state' in a && [a.state?.stage, a.state?.view.step, a.state?.scenario.memory.frames]).toEqual(['policies', 8, 3]);
    const multics = sheetOf({ seed: 6, policy: 'multics', frames: 4, k: 1 });
    const b = decodeHash(ruleLink(multics, 'multics-clock', 0));
    expect('state' in b && b.state?.stage).toBe('multics-clock');
    expect('state' in b && b.state?.scenario).toEqual(multics.scenario);
    expect(multics.scenario?.memory).toMatchObject({ pool_n: 2, first_time: true, pulled_enter: 'at_pointer' });
  });
});
