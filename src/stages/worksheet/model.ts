// The worksheet stage's model: the sheet and its checking from the core
// (wasm-core/src/worksheet), the student's answers as typed cells, the
// editing rules of the keyboard grid, the link to the policies stage's step
// that shows a rule, and the predict-then-reveal question.

import { encodeState } from '../../app/link';
import type { Prediction } from '../../components/Predict';
import { check_worksheet_json, worksheet_json } from '../../wasm/core';
import type { Worksheet, WorksheetCheck, WorksheetColumn, WorksheetSpec } from '../../wasm/types/core';
import { stageState, textbook } from '../preset';
import type { WorksheetState } from './slice';

export type { NamedMisconception, Worksheet, WorksheetCheck, WorksheetColumn } from '../../wasm/types/core';

export const WORKSHEET_POLICIES = ['fifo', 'lru', 'opt', 'clock', 'multics'] as const;
export type WorksheetPolicy = (typeof WORKSHEET_POLICIES)[number];

/** Whether the policy is one of the clocks (pointer, usage bits, registers, k). */
export const isClock = (policy: string) => policy === 'clock' || policy === 'multics';

/** The core's spec of the sheet: k only for the clocks. */
export function specOf(w: WorksheetState): WorksheetSpec {
  return isClock(w.policy)
    ? { seed: w.seed, policy: w.policy, frames: w.frames, k: w.k }
    : { seed: w.seed, policy: w.policy, frames: w.frames };
}

/** The sheet, or the core's one-line error. */
export function loadSheet(w: WorksheetState): { sheet: Worksheet } | { error: string } {
  try {
    return { sheet: JSON.parse(worksheet_json(JSON.stringify(specOf(w)))) as Worksheet };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/** The answers checked by the core (rows after the last filled one left out). */
export function checkSheet(w: WorksheetState): WorksheetCheck {
  return JSON.parse(check_worksheet_json(JSON.stringify(specOf(w)), JSON.stringify({ rows: trimmed(w.answers) }))) as WorksheetCheck;
}

/** The rows up to the last with a filled cell. */
export function trimmed(rows: string[][]): string[][] {
  let end = rows.length;
  while (end > 0 && rows[end - 1].every((c) => c === '')) end--;
  return rows.slice(0, end);
}

/** The answers as a full grid of `n` rows × `width` cells (missing cells blank). */
export function grid(answers: string[][], n: number, width: number): string[][] {
  return Array.from({ length: n }, (_, r) => Array.from({ length: width }, (_, c) => answers[r]?.[c] ?? ''));
}

/** A column's short header. */
export function columnLabel(c: WorksheetColumn): string {
  switch (c.kind) {
    case 'outcome':
      return 'h/f';
    case 'victim':
      return 'out';
    case 'evicted':
      return 'out';
    case 'list':
      return '▸ list';
    case 'first_time':
      return `F${c.slot}`;
    case 'frame':
      return `f${c.slot}`;
    case 'pointer':
      return '▸';
    case 'usage':
      return `u${c.slot}`;
    case 'register':
      return `r${c.slot}`;
  }
}

/** What a column's cell holds, in words (its accessible name). */
export function columnName(c: WorksheetColumn): string {
  switch (c.kind) {
    case 'outcome':
      return 'hit or fault (h or f)';
    case 'victim':
      return 'the page replaced (- for none)';
    case 'evicted':
      return 'the pages the pointer moved out, in order (- for none)';
    case 'list':
      return 'the frames on the list from the pointer on, in the order it examines them';
    case 'first_time':
      return `frame ${c.slot}'s first-time switch`;
    case 'frame':
      return `the page in frame ${c.slot} (- if free)`;
    case 'pointer':
      return 'the frame under the pointer';
    case 'usage':
      return `frame ${c.slot}'s usage bit`;
    case 'register':
      return `frame ${c.slot}'s register`;
  }
}

/**
 * The cell after a key is typed into it (null: the key is not the cell's):
 * h or f in the hit/fault cell; a page digit or - in a page cell (pages
 * are single digits); a frame number for the pointer; 0 or 1 for a usage
 * bit or first-time switch (a click toggles it); binary digits for a
 * register, up to k of them; digits one after another for the pages moved
 * out or the list (the arrows move on). `done` says the cell is full and
 * the cursor moves on.
 */
export function typeInto(c: WorksheetColumn, cell: string, key: string, k: number, frames: number): { cell: string; done: boolean } | null {
  const digit = /^[0-9]$/.test(key);
  switch (c.kind) {
    case 'outcome':
      return key === 'h' || key === 'f' ? { cell: key, done: true } : null;
    case 'victim':
    case 'frame':
      return digit || key === '-' ? { cell: key, done: true } : null;
    case 'pointer':
      return digit && Number(key) < frames ? { cell: key, done: true } : null;
    case 'usage':
    case 'first_time':
      return key === '0' || key === '1' ? { cell: key, done: true } : null;
    case 'evicted':
    case 'list': {
      if (key === '-') return { cell: '-', done: true };
      const bound = c.kind === 'list' ? frames : 10;
      if (!digit || Number(key) >= bound) return null;
      return { cell: (cell === '-' ? '' : cell) + key, done: false };
    }
    case 'register': {
      if (key !== '0' && key !== '1') return null;
      const next = (cell.length >= k ? '' : cell) + key;
      return { cell: next, done: next.length >= k };
    }
  }
}

/** Ditto: the previous row's frames, pointer, bits and registers copied into this row's blank cells. */
export function ditto(columns: WorksheetColumn[], rows: string[][], r: number): string[] {
  const row = [...rows[r]];
  if (r === 0) return row;
  columns.forEach((c, i) => {
    if (c.kind !== 'outcome' && c.kind !== 'victim' && row[i] === '') row[i] = rows[r - 1][i];
  });
  return row;
}

/**
 * The stage and step that show a reference under the right rule: the
 * policies stage after it, or for the Multics sheet the Multics clock
 * stage (its scenario from the core) at the micro-step before it.
 */
export function ruleLink(sheet: Worksheet, stage: string, step: number): string {
  const p = sheet.problem;
  if (stage === 'multics-clock' && sheet.scenario) return `#${encodeState(stageState('multics-clock', sheet.scenario, { step }))}`;
  const s = textbook(p.frames, Math.max(1, p.k), p.pages.join(' '));
  return `#${encodeState(stageState('policies', s, { step }))}`;
}

/** The predict-then-reveal question: how many of the references fault? Four consecutive counts, read from the key. */
export function faultsQuestion(sheet: Worksheet): Prediction {
  const { problem: p, faults } = sheet;
  const distinct = new Set(p.pages).size;
  const start = Math.max(distinct, faults - (p.seed % 4));
  const options = [0, 1, 2, 3].map((i) => String(start + i));
  const name = policyName(p.policy);
  return {
    question: `Before you fill it in: how many of these ${p.pages.length} references fault under ${name} with ${p.frames} frames?`,
    options,
    answer: faults - start,
    why: `${name} faults ${faults} times: the first references to the ${distinct} distinct pages always do (the frames start empty), and ${faults - distinct} more once the pages compete for the frames.`,
  };
}

export function policyName(policy: string): string {
  if (policy === 'multics') return 'the Multics clock';
  return policy === 'clock' ? 'the clock' : policy.toUpperCase();
}

/** A fresh sheet's state. */
export function newWorksheet(seed: number, policy: WorksheetPolicy, frames: number, k: number): WorksheetState {
  return { seed, policy, frames, k: isClock(policy) ? k : 0, answers: [] };
}
