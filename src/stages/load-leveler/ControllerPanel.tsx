// The student as load controller (Shils 1968's Load Leveler is the
// opponent). The run pauses at each of the leveler's checks — Δt apart,
// Δt/4 after a set aside (§3C) — with the interval just judged (its CPU
// activity, page rate and area of Figure 1); the student sets the selected
// process aside, returns one, or leaves things alone, and the run goes on.
// A decision goes into the scenario (so into the link) and the run is
// opened again at the same micro-step: the core is deterministic, so the
// history up to the check is the same and the decision acts there. Keys:
// 0–9 or ↑/↓ select a process, s set aside, r return, u undo this check's
// decision, n to the next check. Past the last check, the score
// card: the same stream under the Load Leveler, working sets and the
// Ψ-scheduler.
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLab } from '../../app/lab';
import { usePrediction } from '../../app/reveals';
import { useWindowKeys } from '../../app/useKeys';
import { Predict, type Prediction, predictionKey } from '../../components/Predict';
import { useRun, useSnap, useStep } from '../../sim/useRun';
import { controller_checks_json, controller_scenario_json, score_card_json } from '../../wasm/core';
import type { LlCheck, ManualAction, ManualDecision, ScoreCard } from '../../wasm/types/core';
import { checkAt, isQuickCheck, manualDecisions, passedCheck, problemStateQuestion, withDecision } from './controller';
import { ScoreCardTable } from './ScoreCardTable';
import { AREA, ScoreExplained } from './ScoreExplained';

/** No question (a score card that could not be made). */
const NO_QUESTION: Prediction = { question: '', options: [], answer: 0, why: '' };
const VERB: Record<ManualAction, string> = { set_aside: 'set aside', return: 'returned' };

/** The game on screen: every check of the run as the decisions so far make it, or why there are none. */
export interface Game {
  checks: LlCheck[];
  error: string | null;
  /** Past the last check: the score card is due. */
  over: boolean;
}

/** The game, when the scenario carries the student's decisions (else null). */
export function useGame(): Game | null {
  const { state, json } = useLab();
  const step = useStep();
  const playing = manualDecisions(state.scenario) !== null;
  const { checks, error } = useMemo(() => {
    if (!playing) return { checks: [], error: null };
    try {
      return { checks: JSON.parse(controller_checks_json(json)) as LlCheck[], error: null };
    } catch (e) {
      return { checks: [], error: e instanceof Error ? e.message : String(e) };
    }
  }, [json, playing]);
  if (!playing) return null;
  return { checks, error, over: checks.length > 0 && !checkAt(checks, step).next };
}

/** Playing, the run stops at the next check it reaches; the play clock may take another frame before it stops, so the run goes back to the check once it has. */
function usePauseAtChecks(checks: LlCheck[], step: number) {
  const { togglePlay, seekStep } = useLab().sim;
  const playing = useRun((r) => r.playing);
  const last = useRef(step);
  const pauseAt = useRef<number | null>(null);
  useEffect(() => {
    const from = last.current;
    last.current = step;
    if (playing) {
      const c = step > from && pauseAt.current === null ? passedCheck(checks, from, step) : null;
      if (c) {
        pauseAt.current = c.step;
        togglePlay();
      }
    } else if (pauseAt.current !== null) {
      const to = pauseAt.current;
      pauseAt.current = null;
      if (to !== step) seekStep(to);
    }
  }, [step, checks, playing, togglePlay, seekStep]);
}

/** The game's keys: 0–9 and ↑/↓ select a process, s, r, u decide, n moves on. Keys typed into a field are the field's. */
function useGameKeys(count: number, on: { select: (pid: number) => void; decide: (a: ManualAction | null) => void; next: () => void }) {
  const { state } = useLab();
  const pid = state.view.pid;
  useWindowKeys((e) => {
    if (/^[0-9]$/.test(e.key) && Number(e.key) < count) on.select(Number(e.key));
    else if (e.key === 'ArrowDown') on.select((pid + 1) % count);
    else if (e.key === 'ArrowUp') on.select((pid + count - 1) % count);
    else if (e.key === 's') on.decide('set_aside');
    else if (e.key === 'r') on.decide('return');
    else if (e.key === 'u') on.decide(null);
    else if (e.key === 'n') on.next();
    else return false;
    return true;
  });
}

/** The game's controls; `children` (what the decisions did, once the game is over) come first, under the problem id. */
export function ControllerPanel({ game, children }: { game: Game; children?: ReactNode }) {
  const lab = useLab();
  const { state, sim, patchView } = lab;
  const snap = useSnap();
  const { checks, error } = game;
  const step = snap?.step ?? 0;
  const { at, next } = checkAt(checks, step);
  const decisions = manualDecisions(state.scenario) ?? [];
  const decided = decisions.find((d) => d.check === at) ?? null;
  const pid = state.view.pid;
  const membership = snap?.load.processes[pid]?.membership;
  const [message, setMessage] = useState<string | null>(null);
  usePauseAtChecks(checks, step);

  const decide = (action: ManualAction | null) => {
    if (at < 0 || !snap) return;
    if (action && decided) return setMessage('One decision a check: undo it (u) to decide again.');
    if (action === 'set_aside' && membership !== 'active')
      return setMessage(`P${pid} is not active: select an active process to set aside.`);
    if (action === 'return' && membership !== 'set_aside')
      return setMessage(`P${pid} is not set aside: select a set-aside process to return.`);
    setMessage(null);
    lab.open({ ...state, scenario: withDecision(state.scenario, at, action, pid), view: { ...state.view, step } });
  };
  const toNext = () => {
    setMessage(null);
    if (next) sim.seekStep(next.step);
    else if (snap) sim.seekStep(snap.total);
  };
  const newProblem = (seed: number) =>
    lab.open({ ...state, scenario: JSON.parse(controller_scenario_json(BigInt(seed))), view: { ...state.view, step: 0, pid: 0 } });
  useGameKeys(snap?.procs.length ?? 0, { select: (p) => patchView({ pid: p }), decide, next: toNext });

  return (
    <div className="controller-panel" data-testid="controller">
      <h2>You are the load controller</h2>
      <label className="problem-id">
        problem id{' '}
        <input
          type="number"
          min={0}
          value={state.scenario.seed}
          aria-label="problem id"
          onChange={(e) => e.target.value !== '' && newProblem(Math.max(0, Math.floor(Number(e.target.value))))}
        />
      </label>
      {error && <p className="error">{error}</p>}
      {children}
      <CheckStatus checks={checks} index={at} next={next} decided={decided} />
      {message && <p className="controller-message">{message}</p>}
      <div className="controller-keys">
        <button type="button" onClick={() => decide('set_aside')} disabled={at < 0 || !!decided}>
          s: set aside P{pid}
        </button>
        <button type="button" onClick={() => decide('return')} disabled={at < 0 || !!decided}>
          r: return P{pid}
        </button>
        <button type="button" onClick={() => decide(null)} disabled={!decided}>
          u: undo
        </button>
        <button type="button" onClick={toNext}>
          {next ? 'n: next check' : 'n: to the end'}
        </button>
      </div>
      <p className="muted">
        {decisions.length} decision{decisions.length === 1 ? '' : 's'} so far. Select a process with 0–9 or ↑/↓ (or click its row).
      </p>
      <CheckCount checks={checks} />
    </div>
  );
}

/** Where the run stands among the checks: the interval just judged and the decision at this check, or the next check. */
function CheckStatus(p: { checks: LlCheck[]; index: number; next: LlCheck | null; decided: ManualDecision | null }) {
  const { state } = useLab();
  const snap = useSnap();
  const pid = state.view.pid;
  const membership = snap?.load.processes[pid]?.membership;
  const { checks, index, decided, next } = p;
  const check = index >= 0 ? checks[index] : null;
  const duration = state.scenario.duration_us;
  if (!check)
    return (
      <p role="status" data-testid="controller-check">
        {next
          ? `The run plays to the next check (${(next.t_us / 1e6).toFixed(2)} s); n jumps there.`
          : 'Past the last check: the score card is below, over the process table.'}
      </p>
    );
  // Numbered in the order they come (a decision never renumbers the checks before it); the clock, not a count, says how far the run is.
  return (
    <div role="status" data-testid="controller-check">
      <p>
        <strong>
          Check {index + 1}
          {isQuickCheck(checks, index) ? ' (quick-check)' : ''}, {(check.t_us / 1e6).toFixed(2)} s
          {duration ? ` of ${duration / 1e6} s` : ''}:
        </strong>{' '}
        the last {(check.interval_us / 1e6).toFixed(1)} s ran the CPU {check.cpu_pct.toFixed(0)} % with {check.page_rate.toFixed(1)} pages/s
        — area {AREA[check.region]}.
      </p>
      <p data-testid="controller-decision">
        {decided
          ? `You ${VERB[decided.action]} P${decided.pid} here (u undoes it).`
          : `Selected: P${pid} (${membership?.replace('_', ' ') ?? '—'}). s sets it aside, r returns it, n leaves things as they are.`}
      </p>
    </div>
  );
}

/** How many checks the run has as it stands, and why that count grows: each set-aside brings a quick-check. */
function CheckCount({ checks }: { checks: LlCheck[] }) {
  const { state } = useLab();
  const dt = state.scenario.scheduler?.load_leveler?.dt_us;
  if (!dt || !checks.length) return null;
  const quick = checks.filter((_, i) => isQuickCheck(checks, i)).length;
  return (
    <p className="muted" data-testid="check-count">
      A check every Δt = {dt / 1e6} s, and a quick-check Δt/4 = {dt / 4e6} s after each set-aside (Shils §3C): {checks.length} checks in
      this run as it stands{quick ? `, ${quick} of them quick-checks` : ''}. Each set-aside adds one.
    </p>
  );
}

/** The score card of the game on screen, once past its last check (or the core's one-line error); null before. */
export function useScoreCard(over: boolean): ScoreCard | string | null {
  const { json } = useLab();
  return useMemo(() => {
    if (!over) return null;
    try {
      return JSON.parse(score_card_json(json)) as ScoreCard;
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  }, [json, over]);
}

/** The score card behind its question: the same stream under the three automatic controllers. */
export function Score({ card }: { card: ScoreCard | string }) {
  if (typeof card === 'string') return <p className="error">{card}</p>;
  return (
    <div className="score-area">
      <Predict p={problemStateQuestion(card)} reveals>
        <ScoreCardTable card={card} />
      </Predict>
    </div>
  );
}

/** What the decisions did, beside the controls, once the score card's question is answered (it tells the Load Leveler's run). */
export function ScoreStory({ card, checks }: { card: ScoreCard | string; checks: LlCheck[] }) {
  const [{ choice, skipped }] = usePrediction(predictionKey(typeof card === 'string' ? NO_QUESTION : problemStateQuestion(card)));
  if (typeof card === 'string' || (choice === null && !skipped)) return null;
  return <ScoreExplained card={card} checks={checks} />;
}
