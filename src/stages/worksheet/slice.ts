// The worksheet stage's slice of the lab state: the sheet (its problem id)
// and the student's answers as typed, in the link as `worksheet`. The
// problem's own checks (frames, k) come from the core.
import { check, cut, type DefaultedSlice, fail, Invalid, isObject } from '../../scenario/codec';
import { worksheet_json } from '../../wasm/core';

/** A worksheet: the problem (seed, policy, frames, the clocks' k; 0 for the others) and the student's answers as typed, row by row. */
export interface WorksheetState {
  seed: number;
  policy: 'fifo' | 'lru' | 'opt' | 'clock' | 'multics';
  frames: number;
  k: number;
  answers: string[][];
  /** Whether the student checked these answers (typing clears it): the check is shown again when the link is opened. */
  checked?: boolean;
}

/** The sheet a stage opened without one shows: problem 1, FIFO with three frames. */
export const DEFAULT_WORKSHEET: WorksheetState = { seed: 1, policy: 'fifo', frames: 3, k: 0, answers: [] };

const WORKSHEET_FIELDS = ['seed', 'policy', 'frames', 'k', 'answers', 'checked'];

/** The width and length of the sheet a valid problem names (the core's error, if not). */
function sheetSize(w: Record<string, unknown>, clock: boolean): { width: number; length: number } {
  const spec = clock ? { seed: w.seed, policy: w.policy, frames: w.frames, k: w.k } : { seed: w.seed, policy: w.policy, frames: w.frames };
  try {
    const sheet = JSON.parse(worksheet_json(JSON.stringify(spec))) as { columns: unknown[]; key: unknown[] };
    return { width: sheet.columns.length, length: sheet.key.length };
  } catch (e) {
    throw new Invalid(e instanceof Error ? e.message : String(e));
  }
}

function readWorksheet(worksheet: unknown): WorksheetState {
  check(isObject(worksheet), () => fail('worksheet', worksheet, 'an object'));
  const w = worksheet as Record<string, unknown>;
  check(Number.isSafeInteger(w.seed) && (w.seed as number) >= 0, () => fail('worksheet.seed', w.seed ?? 'missing', 'an integer ≥ 0'));
  check(['fifo', 'lru', 'opt', 'clock', 'multics'].includes(w.policy as string), () =>
    fail('worksheet.policy', w.policy ?? 'missing', 'fifo, lru, opt, clock or multics'),
  );
  check(Number.isSafeInteger(w.frames), () => fail('worksheet.frames', w.frames ?? 'missing', 'an integer'));
  const clock = w.policy === 'clock' || w.policy === 'multics';
  check(Number.isSafeInteger(w.k) && (clock || w.k === 0), () =>
    fail('worksheet.k', w.k ?? 'missing', clock ? 'an integer' : '0 (k is the clocks’)'),
  );
  const { width, length } = sheetSize(w, clock);
  const answers = w.answers;
  check(
    Array.isArray(answers) &&
      answers.length <= length &&
      answers.every((r) => Array.isArray(r) && r.length === width && r.every((c) => typeof c === 'string' && c.length <= 8)),
    () => fail('worksheet.answers', cut(JSON.stringify(answers ?? 'missing')), `at most ${length} rows of ${width} short texts`),
  );
  check(w.checked === undefined || typeof w.checked === 'boolean', () => fail('worksheet.checked', w.checked, 'true or false'));
  const extra = Object.keys(w).find((k) => !WORKSHEET_FIELDS.includes(k));
  check(extra === undefined, () => `worksheet.${extra} is not a field of the worksheet: expected ${WORKSHEET_FIELDS.join(', ')}`);
  return w as unknown as WorksheetState;
}

export const worksheetSlice: DefaultedSlice<WorksheetState, 'worksheet'> = {
  stage: 'worksheet',
  key: 'worksheet',
  read: readWorksheet,
  default: () => DEFAULT_WORKSHEET,
};
