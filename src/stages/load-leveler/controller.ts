// The student as load controller: the decisions kept in the scenario
// (`scheduler.load_leveler.manual`, one per Load Leveler check), where the
// run stands among the checks, and the predict-then-reveal question the
// score card answers.
import type { Prediction } from '../../components/Predict';
import { listed } from '../../components/words';
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

/** The scenario as the Load Leveler plays it: Shils's rules at every check, none of the student's decisions. */
export function levelersOwn(s: Scenario): Scenario {
  const ll = s.scheduler?.load_leveler;
  if (!s.scheduler || !ll) return s;
  const { manual: _, ...rules } = ll;
  return { ...s, scheduler: { ...s.scheduler, load_leveler: rules } };
}

/** A check that came Δt/4 after a set-aside (Shils 1968 §3C's quick-check) rather than a whole Δt after the one before. */
export const isQuickCheck = (checks: LlCheck[], i: number) => i > 0 && checks[i - 1].action.action === 'set_aside';

/** A decision made at a check, and the next check's verdict on the interval after it. */
export interface Made {
  check: LlCheck;
  index: number;
  action: Exclude<LlCheck['action'], { action: 'none' }>;
  next: LlCheck | null;
}

/** What a controller did over a run: its decisions in order, each process's time set aside, and who was still set aside at the end (since when). */
export interface Played {
  made: Made[];
  asideUs: Map<number, number>;
  asideAtEnd: { pid: number; sinceUs: number }[];
}

/** What the checks of a run (`durationUs` long) say a controller did: the decisions, and who was set aside how long. */
export function played(checks: LlCheck[], durationUs: number): Played {
  const made: Made[] = [];
  const since = new Map<number, number>();
  const asideUs = new Map<number, number>();
  const add = (pid: number, us: number) => asideUs.set(pid, (asideUs.get(pid) ?? 0) + us);
  checks.forEach((check, index) => {
    const action = check.action;
    if (action.action === 'none') return;
    made.push({ check, index, action, next: checks[index + 1] ?? null });
    if (action.action === 'set_aside') since.set(action.pid, check.t_us);
    else {
      add(action.pid, check.t_us - (since.get(action.pid) ?? check.t_us));
      since.delete(action.pid);
    }
  });
  const asideAtEnd = [...since].map(([pid, sinceUs]) => ({ pid, sinceUs })).sort((a, b) => a.pid - b.pid);
  for (const { pid, sinceUs } of asideAtEnd) add(pid, durationUs - sinceUs);
  return { made, asideUs, asideAtEnd };
}

/** The seconds of process time set aside in all. */
export const asideSeconds = (p: Played) => [...p.asideUs.values()].reduce((a, b) => a + b, 0) / 1e6;

/** Names in a list: "P0", "P0 and P1", "P0, P1 and P2". */ const times = (n: number, one: string, many = `${one}s`) =>
  `${n} ${n === 1 ? one : many}`;
const sec = (us: number) => `${(us / 1e6).toFixed(2)} s`;

/** A controller's decisions counted: "3 set-asides, 1 return". */
function counted(p: Played): string {
  const aside = p.made.filter((m) => m.action.action === 'set_aside').length;
  return `${times(aside, 'set-aside')}, ${times(p.made.length - aside, 'return')}`;
}

/** Who was still set aside at the end, in words. */
function atEnd(p: Played, who: string): string {
  if (!p.asideAtEnd.length) return `${who} had every job back by the end`;
  const byTime = [...p.asideAtEnd].sort((a, b) => a.sinceUs - b.sinceUs);
  const named = listed(byTime.map((a, i) => `P${a.pid} (${i === 0 ? 'set aside at ' : ''}${sec(a.sinceUs)})`));
  return `at the end ${named} ${byTime.length === 1 ? 'was' : 'were'} still set aside, making no references from then on`;
}

/**
 * The score card explained: what the student's decisions did against the
 * Load Leveler's — how many of each, who stayed set aside to the end, the
 * job-seconds set aside under each — beside the throughput they gave.
 */
export function scoreWords(card: ScoreCard, you: Played, leveler: Played): { you: string; leveler: string } {
  const score = (c: string) => card.scores.find((s) => s.controller === c)?.throughput.toFixed(0) ?? '—';
  const yours =
    you.made.length === 0
      ? 'You made no decision: every check left the jobs as they were.'
      : `You decided ${times(you.made.length, 'time')} (${counted(you)}); ${atEnd(you, 'you')}.`;
  return {
    you: `${yours} Throughput counts the references completed per second, all jobs together — a job set aside makes none: yours ${score('you')}, the Load Leveler's ${score('load-leveler')}. Jobs set aside: ${asideSeconds(you).toFixed(1)} job-seconds under your decisions, ${asideSeconds(leveler).toFixed(1)} under the Load Leveler's.`,
    leveler: `The Load Leveler decided ${times(leveler.made.length, 'time')} (${counted(leveler)}); ${atEnd(leveler, 'it')}.`,
  };
}

/** One decision in words, with what the next check found: "2.00 s, area C: set aside P3 → 2.50 s (quick-check): area C, CPU 14 %, 80.0 pages/s". */
export function decisionWords(m: Made, checks: LlCheck[], areas: Record<string, string>): string {
  const verb = m.action.action === 'set_aside' ? 'set aside' : 'returned';
  const then = m.next
    ? `${sec(m.next.t_us)}${isQuickCheck(checks, m.index + 1) ? ' (quick-check)' : ''}: area ${areas[m.next.region]}, CPU ${m.next.cpu_pct.toFixed(0)} %, ${m.next.page_rate.toFixed(1)} pages/s`
    : 'no check after it';
  return `${sec(m.check.t_us)}, area ${areas[m.check.region]}: ${verb} P${m.action.pid} → ${then}`;
}
