// The score card explained: the student's decisions one by one, each with
// what the next check found, and the Load Leveler's on the same stream (its
// own run of the scenario, Shils's rules at every check) — how many of each,
// who stayed set aside to the end, the job-seconds set aside under each.
import { useMemo } from 'react';
import { useLab } from '../../app/lab';
import { controller_checks_json } from '../../wasm/core';
import type { LlCheck, ScoreCard } from '../../wasm/types/core';
import { decisionWords, levelersOwn, played, scoreWords } from './controller';

/** The areas of Figure 1 by the core's names, short. */
export const AREA = { underload: 'B (underload)', ok: 'A (OK)', overload: 'C (overload)' } as const;

export function ScoreExplained({ card, checks }: { card: ScoreCard; checks: LlCheck[] }) {
  const { state } = useLab();
  const duration = state.scenario.duration_us ?? 0;
  const leveler = useMemo(() => {
    try {
      return JSON.parse(controller_checks_json(JSON.stringify(levelersOwn(state.scenario)))) as LlCheck[];
    } catch {
      return [];
    }
  }, [state.scenario]);
  const you = played(checks, duration);
  const its = played(leveler, duration);
  const words = scoreWords(card, you, its);
  return (
    <section className="score-explained" aria-label="What the decisions did" data-testid="score-explained">
      <p data-testid="score-yours">{words.you}</p>
      {you.made.length > 0 && (
        <ol className="decisions-made" aria-label="Your decisions" data-testid="your-decisions">
          {you.made.map((m) => (
            <li key={m.index}>{decisionWords(m, checks, AREA)}</li>
          ))}
        </ol>
      )}
      <p data-testid="score-leveler">{words.leveler}</p>
      {its.made.length > 0 && (
        <details>
          <summary>The Load Leveler’s decisions</summary>
          <ol className="decisions-made" aria-label="The Load Leveler’s decisions">
            {its.made.map((m) => (
              <li key={m.index}>{decisionWords(m, leveler, AREA)}</li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
