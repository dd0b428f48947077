// The load-controller game: the stage's stream is the core's, the score card
// in the browser is the CLI's for the same decisions, the checks the stage
// pauses at are where the recording simulator makes them, and a game's link
// round-trips with its decisions.

import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { decodeHash, encodeState } from '../src/app/link';
import { DEFAULT_VIEW, type LabState } from '../src/app/state';
import type { Scenario } from '../src/scenario/types';
import {
  checkAt,
  decisionWords,
  isQuickCheck,
  levelersOwn,
  manualDecisions,
  passedCheck,
  played,
  problemStateQuestion,
  scoreWords,
  withDecision,
} from '../src/stages/load-leveler/controller';
import '../src/stages/registry';
import { controllerGame } from '../src/stages/load-leveler/presets';
import type { LlCheck, ManualDecision, ScoreCard } from '../src/wasm/types/core';
import { controller_checks_json, controller_scenario_json, normalize_scenario, Simulator, score_card_json } from './core';

const cli = (...args: string[]) =>
  execFileSync(
    'cargo',
    ['run', '--quiet', '--profile', 'tests', '--manifest-path', 'wasm-core/Cargo.toml', '--bin', 'pagingsim', '--', ...args],
    {
      encoding: 'utf8',
    },
  );

const DECISIONS: ManualDecision[] = [
  { check: 0, action: 'set_aside', pid: 3 },
  { check: 1, action: 'set_aside', pid: 2 },
  { check: 6, action: 'return', pid: 3 },
];
const game = (seed: number, manual: ManualDecision[]): Scenario => {
  const s = controllerGame(seed);
  return { ...s, scheduler: { ...s.scheduler!, load_leveler: { ...s.scheduler!.load_leveler!, manual } } };
};

describe('the load-controller game', () => {
  it('plays the core’s job stream: the preset’s scenario is controller_scenario for every problem id', () => {
    // The core writes every field; the preset leaves defaults out.
    const full = (s: Scenario) => JSON.parse(normalize_scenario(JSON.stringify(s)));
    for (const seed of [1, 7, 123456]) expect(full(controllerGame(seed))).toEqual(JSON.parse(controller_scenario_json(BigInt(seed))));
  });

  it('scores in the browser what pagingsim controller prints for the same decisions', () => {
    const wasm = JSON.parse(score_card_json(JSON.stringify(game(5, DECISIONS)))) as ScoreCard;
    const native = JSON.parse(cli('controller', '--seed', '5', '--decisions', JSON.stringify(DECISIONS))) as ScoreCard;
    expect(wasm).toEqual(native);
    expect(wasm.scores.map((s) => s.controller)).toEqual(['you', 'load-leveler', 'working-set', 'psi']);
    expect(wasm.decisions).toBe(3);
  });

  it('pauses where the recording simulator makes each check, with the decision acted on there', () => {
    const json = JSON.stringify(game(2, DECISIONS));
    const checks = JSON.parse(controller_checks_json(json)) as LlCheck[];
    expect(checks[0].action).toEqual({ action: 'set_aside', pid: 3 });
    expect(checks[6].action).toEqual({ action: 'return', pid: 3 });
    const sim = new Simulator(json);
    sim.seek(BigInt(checks[6].step));
    const events = JSON.parse(sim.decisions_json(0)) as { step: number; type: string; action?: unknown }[];
    const made = events.filter((e) => e.type === 'load_leveler');
    expect(made.map((e) => e.step)).toEqual(checks.slice(0, 7).map((c) => c.step));
    expect(made[6].action).toEqual({ action: 'return', pid: 3 });
    sim.free();
  });

  it('a decision replaces this check’s and drops the later ones; the checks are found by step', () => {
    const s = withDecision(game(1, DECISIONS), 1, 'return', 4);
    expect(manualDecisions(s)).toEqual([DECISIONS[0], { check: 1, action: 'return', pid: 4 }]);
    expect(manualDecisions(withDecision(s, 1, null, 0))).toEqual([DECISIONS[0]]);
    expect(manualDecisions(controllerGame(1))).toEqual([]);
    const checks = [{ step: 10 }, { step: 25 }, { step: 40 }] as LlCheck[];
    expect(checkAt(checks, 25)).toEqual({ at: 1, next: checks[2] });
    expect(checkAt(checks, 26)).toEqual({ at: -1, next: checks[2] });
    expect(checkAt(checks, 40)).toEqual({ at: 2, next: null });
    expect(passedCheck(checks, 11, 39)).toBe(checks[1]);
    expect(passedCheck(checks, 10, 24)).toBeNull();
  });

  it('answers its question from the score card: the automatic controller with the most problem state', () => {
    const card = JSON.parse(score_card_json(JSON.stringify(game(1, [])))) as ScoreCard;
    const q = problemStateQuestion(card);
    const autos = card.scores.slice(1);
    const most = Math.max(...autos.map((s) => s.problem_pct));
    expect(q.options).toEqual(['Load Leveler', 'Working sets', 'Ψ-scheduler']);
    expect(autos[q.answer].problem_pct).toBe(most);
    // Problem 1, measured: the Load Leveler 31.2 %, the Ψ-scheduler 31.1 %, working sets 9.8 % (no control at all).
    expect(q.answer).toBe(0);
    expect(autos[2].problem_pct).toBeLessThan(autos[0].problem_pct);
  });

  it('keeps a game’s decisions and its place in the link', () => {
    const state: LabState = {
      stage: 'load-leveler',
      preset: 'load-controller',
      scenario: game(9, DECISIONS),
      view: { ...DEFAULT_VIEW, step: 12345, pid: 3 },
      exercise: null,
    };
    const decoded = decodeHash(encodeState(state));
    if (!('state' in decoded) || !decoded.state) throw new Error(JSON.stringify(decoded));
    expect(decoded.state.scenario).toEqual(state.scenario);
    expect(manualDecisions(decoded.state.scenario)).toEqual(DECISIONS);
    expect(decoded.state.view.step).toBe(12345);
    expect(decoded.state.view.pid).toBe(3);
  });

  it('explains the score: each decision with the next check’s verdict, who stayed set aside, against the Load Leveler’s own run', () => {
    // Hand-made checks of a 10 s run: set P3 aside at 2 s (quick-check at 2.5 s), return it at 4.5 s, set P1 aside at 6.5 s.
    const check = (t: number, region: LlCheck['region'], action: LlCheck['action']): LlCheck => ({
      t_us: t * 1e6,
      step: t * 100,
      interval_us: 2e6,
      cpu_pct: 40,
      page_rate: 30,
      region,
      action,
    });
    const checks = [
      check(2, 'overload', { action: 'set_aside', pid: 3 }),
      check(2.5, 'ok', { action: 'none' }),
      check(4.5, 'ok', { action: 'return', pid: 3 }),
      check(6.5, 'overload', { action: 'set_aside', pid: 1 }),
      check(7, 'overload', { action: 'none' }),
    ];
    expect(checks.map((_, i) => isQuickCheck(checks, i))).toEqual([false, true, false, false, true]);
    const you = played(checks, 10e6);
    expect(you.made.map((m) => m.index)).toEqual([0, 2, 3]);
    // P3 aside 2 → 4.5 s, P1 6.5 s → the end at 10 s.
    expect([...you.asideUs]).toEqual([
      [3, 2.5e6],
      [1, 3.5e6],
    ]);
    expect(you.asideAtEnd).toEqual([{ pid: 1, sinceUs: 6.5e6 }]);
    const areas = { underload: 'B', ok: 'A', overload: 'C' };
    expect(decisionWords(you.made[0], checks, areas)).toBe(
      '2.00 s, area C: set aside P3 → 2.50 s (quick-check): area A, CPU 40 %, 30.0 pages/s',
    );
    expect(decisionWords(you.made[1], checks, areas)).toBe('4.50 s, area A: returned P3 → 6.50 s: area C, CPU 40 %, 30.0 pages/s');
    const leveler = played([checks[0], check(2.5, 'ok', { action: 'return', pid: 3 })], 10e6);
    const card = {
      seed: 1,
      decisions: 3,
      scores: [
        { controller: 'you', throughput: 85.4 },
        { controller: 'load-leveler', throughput: 624 },
      ],
    } as ScoreCard;
    expect(scoreWords(card, you, leveler)).toEqual({
      you: "You decided 3 times (2 set-asides, 1 return); at the end P1 (set aside at 6.50 s) was still set aside, making no references from then on. Throughput counts the references completed per second, all jobs together — a job set aside makes none: yours 85, the Load Leveler's 624. Jobs set aside: 6.0 job-seconds under your decisions, 0.5 under the Load Leveler's.",
      leveler: 'The Load Leveler decided 2 times (1 set-aside, 1 return); it had every job back by the end.',
    });
    expect(scoreWords(card, played([], 10e6), leveler).you).toMatch(/^You made no decision: every check left the jobs as they were\. /);
  });

  it('plays the Load Leveler’s own run without the student’s decisions', () => {
    const own = levelersOwn(game(1, DECISIONS));
    expect(own.scheduler?.load_leveler).toEqual({ x_pages_per_s: 15, y_pct: 30, dt_us: 2_000_000 });
    const checks = JSON.parse(controller_checks_json(JSON.stringify(own))) as LlCheck[];
    // Problem 1: the Load Leveler sets aside 8 times and returns 8 (pagingsim controller --seed 1 runs the same).
    const p = played(checks, 40e6);
    expect([p.made.filter((m) => m.action.action === 'set_aside').length, p.made.length]).toEqual([8, 16]);
    expect(p.asideAtEnd).toEqual([]);
  });
});
