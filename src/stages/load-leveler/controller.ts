// The student as load controller: the decisions kept in the scenario
// (`scheduler.load_leveler.manual`, one per Load Leveler check), where the
// run stands among the checks, and the predict-then-reveal question the
// score card answers.
import type { Prediction } from '../../components/Predict';
import type { Scenario } from '../../scenario/types';
import type { LlCheck, ManualAction, ManualDecision, ScoreCard } from '../../wasm/types/core';

/** The student's decisions, or null when the scenario is not a game (the leveler decides by Shils's rules). */
export function manualDecisions(s: Scenario): ManualDecision[] | null {
  return s.scheduler?.load_leveler?.manual ?? null;
}

/** The scenario without the student's decisions (a game's story stays true of it as they are made). */
export function withoutDecisions(s: Scenario): Scenario {
  const ll = s.scheduler?.load_leveler;
  if (!s.scheduler || !ll?.manual) return s;
  return { ...s, scheduler: { ...s.scheduler, load_leveler: { ...ll, manual: [] } } };
}

/**
 * The scenario with the decision at check `check` set to `action` on `pid`
 * (null: no decision). Decisions after it are dropped: they were made on a
 * future this one changes.
 */
export function withDecision(s: Scenario, check: number, action: ManualAction | null, pid: number): Scenario {
  const ll = s.scheduler?.load_leveler;
  if (!s.scheduler || !ll) return s;
  const kept = (ll.manual ?? []).filter((d) => d.check < check);
  const manual = action ? [...kept, { check, action, pid }] : kept;
  return { ...s, scheduler: { ...s.scheduler, load_leveler: { ...ll, manual } } };
}

/** The check the run stands at (its index), if the view is at one's micro-step, and the next check after the view. */
export function checkAt(checks: LlCheck[], step: number): { at: number; next: LlCheck | null } {
  return { at: checks.findIndex((c) => c.step === step), next: checks.find((c) => c.step > step) ?? null };
}

/** The first check passed by moving from `from` to `to`, if any. */
export function passedCheck(checks: LlCheck[], from: number, to: number): LlCheck | null {
  return checks.find((c) => c.step > from && c.step <= to) ?? null;
}

/** The controllers' names as the score card heads its columns, and the paper each comes from. */
export const CONTROLLERS: Record<string, string> = {
  you: 'You',
  'load-leveler': 'Load Leveler',
  'working-set': 'Working sets',
  psi: 'Ψ-scheduler',
};
export const PAPERS: Record<string, string> = {
  you: 'your decisions at the Load Leveler’s checks',
  'load-leveler': 'Shils 1968, Figure 2',
  'working-set': 'Nishigaki 1981 §3: the OWE at the PE knee',
  psi: 'Bard 1975 §9–10, Table 1’s values',
};

/** Which automatic controller keeps the processor in problem state most, read from the score card. */
export function problemStateQuestion(card: ScoreCard): Prediction {
  const autos = card.scores.filter((s) => s.controller !== 'you');
  const best = autos.reduce((b, s, i) => (s.problem_pct > autos[b].problem_pct ? i : b), 0);
  const you = card.scores.find((s) => s.controller === 'you');
  const told = autos.map((s) => `${CONTROLLERS[s.controller]} ${s.problem_pct.toFixed(1)} %`).join(', ');
  return {
    question: `Which of the three automatic controllers keeps the CPU in problem state most on problem ${card.seed}?`,
    options: autos.map((s) => CONTROLLERS[s.controller]),
    answer: best,
    why: `Problem state over the 40 s: ${told}${you ? `; yours ${you.problem_pct.toFixed(1)} %` : ''}.`,
  };
}
