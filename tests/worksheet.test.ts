// The worksheet stage's model: the sheet from the core equals `pagingsim
// worksheet`'s golden output, a student's answers survive the link (random
// grids round-trip through lz-string), bad worksheet fields in a link are
// named, and the keyboard's editing rules.

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { decodeHash, encodeState } from '../src/app/link';
import { DEFAULT_VIEW, type LabState } from '../src/app/state';
import { IDLE_SCENARIO } from '../src/stages/preset';
import '../src/stages/registry';
import { checkSheet, ditto, faultsQuestion, ruleLink, typeInto, type Worksheet } from '../src/stages/worksheet/model';
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

  it('show the key only from the instructor’s link (key=1), which keeps the student’s answers to grade', () => {
    const s = state({
      seed: 4,
      policy: 'clock',
      frames: 3,
      k: 2,
      answers: [['f', '-', '6', '-', '-', '0', '1', '0', '0', '00', '00', '00']],
    });
    // The student's link never says key; the same link with &key=1 is the instructor's, the answers kept for grading.
    const student = encodeState(s);
    expect(student).not.toMatch(/key/);
    const opened = decodeHash(`#${student}`);
    expect('state' in opened && opened.state?.view.key).toBe(false);
    const graded = decodeHash(`#${student}&key=1`);
    expect('state' in graded && graded.state?.view.key).toBe(true);
    expect('state' in graded && sheet(graded.state)?.answers).toEqual(sheet(s)?.answers);
    // The instructor's state writes its link with key=1 beside the data, and reads back the same.
    const instructor = encodeState({ ...s, view: { ...s.view, key: true } });
    expect(instructor).toBe(`${student}&key=1`);
    expect(decodeHash('#preset=worksheet-clock&key=1')).toMatchObject({ state: { preset: 'worksheet-clock', view: { key: true } } });
    expect(decodeHash('#preset=worksheet-clock&key=yes')).toMatchObject({
      error: 'key = yes is not allowed: expected 1 (the instructor’s link: the answer key)',
    });
    // A link of the old form, with the key inside its data, still opens the key.
    const old = decodeHash(
      `#s=2.${compressToEncodedURIComponent(JSON.stringify({ stage: 'worksheet', scenario: IDLE_SCENARIO, view: { key: true } }))}`,
    );
    expect('state' in old && old.state?.view.key).toBe(true);
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

  it('name a hit that left its usage bit clear at its own row, though the rule held from the start would have diverged earlier', () => {
    // worksheet-clock, problem 4: 3 frames, k = 1, 6 4 9 4 9 4 1 7 9 4 1 6 4 1. By hand (cells: h/f, out,
    // frames 0–2, pointer, usage bits 0–2, registers 0–2):
    //   1  6  f - 6 - - 0 1 0 0 0 0 0
    //   2  4  f - 6 4 - 0 1 1 0 0 0 0
    //   3  9  f - 6 4 9 0 1 1 1 0 0 0
    //   4  4  h - 6 4 9 0 1 1 1 0 0 0   (a hit sets a bit already set)
    //   5  9  h - 6 4 9 0 1 1 1 0 0 0
    //   6  4  h - 6 4 9 0 1 1 1 0 0 0
    //   7  1  f 6 1 4 9 1 1 0 0 0 1 1   (every bit set: the pointer shifts and clears 0, 1, 2, comes round, takes 0)
    //   8  7  f 4 1 7 9 2 1 1 0 0 0 1   (frame 1: register 1 → 0, replaced)
    //   9  9  h - 1 7 9 2 1 1 1 0 0 1   (the hit on 9 in frame 2 sets its bit)
    // A student who leaves row 9's bit at 0 (row 8's bits copied) slips at row 9; held from the start, the same
    // wrong rule would already have cleared frame 1's bit at the hit of row 4.
    const rows = [
      'f-6--0100000',
      'f-64-0110000',
      'f-6490111000',
      'h-6490111000',
      'h-6490111000',
      'h-6490111000',
      'f61491100011',
      'f41792110001',
      'h-1792110001',
    ].map((r) => [...r]);
    const w: WorksheetState = { seed: 4, policy: 'clock', frames: 3, k: 1, answers: rows, checked: true };
    expect(sheetOf({ seed: 4, policy: 'clock', frames: 3, k: 1 }).key_cells[8].join('')).toBe('h-1792111001');
    const checked = checkSheet(w);
    expect(checked.first_wrong).toBe(8);
    expect(checked.marks[8].map((m) => m[0]).join('')).toBe('rrrrrrrrwrrr');
    expect(checked.named.map((n) => [n.misconception, n.title, n.row])).toEqual([
      ['hit_cleared_usage', 'A hit did not set the usage bit', 8],
    ]);
  });
});
