// Predict-then-reveal questions (wasm-core/src/exercise.rs).

export type Question =
  | { step: number; kind: 'victim' }
  | { step: number; kind: 'register'; frame: number }
  | { step: number; kind: 'region' };

/** Figure 1's areas by the core's index (scheduler/load_leveler.rs Region::index). */
export const REGION_NAMES = ['underload (B)', 'OK (A)', 'overload (C)'];
export const REGION_INDEX = { underload: 0, ok: 1, overload: 2 } as const;

export interface Answer {
  value: number;
  bits: string | null;
  reveal_step: number;
  explanation: string[];
}

export interface KeyedQuestion {
  question: Question;
  prompt: string;
  answer: Answer | null;
}
