// Predict-then-reveal questions (wasm-core/src/exercise.rs).

export type Question = { step: number; kind: 'victim' } | { step: number; kind: 'register'; frame: number };

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
