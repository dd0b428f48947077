// The counterexample side by side: one table of frames for each side — the
// policy with f frames against f + 1, or A against B — over the string
// found, stepped together and opened at the first divergence, the first
// reference that hits on one side and faults on the other.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLab } from '../../../app/lab';
import { Transport } from '../../../app/Transport';
import { useKeys } from '../../../app/useKeys';
import { PolicyRun } from '../../../wasm/core';
import type { SearchAnswer } from '../../../wasm/types/core';
import { textbook } from '../../preset';
import { PolicyRows, ReferenceHead } from '../FrameTables';
import { type Columns, type PolicyName, policyLabel } from '../types';
import { usePolicyPlayer } from '../usePolicyPlayer';
import type { SearchSettings } from './settings';

interface Side {
  id: string;
  policy: PolicyName;
  frames: number;
  label: string;
}

/** The two sides the answer compares. */
export function sides(s: SearchSettings, found: SearchAnswer): [Side, Side] {
  if (s.mode === 'belady') {
    const f = found.frames ?? 1;
    const name = policyLabel(s.policy, s.k);
    return [
      { id: 'f', policy: s.policy, frames: f, label: `${name}, ${f} frames` },
      { id: 'f1', policy: s.policy, frames: f + 1, label: `${name}, ${f + 1} frames` },
    ];
  }
  const at = `, ${s.frames} frame${s.frames === 1 ? '' : 's'}`;
  return [
    { id: 'a', policy: s.a, frames: s.frames, label: `A: ${policyLabel(s.a, s.k)}${at}` },
    { id: 'b', policy: s.b, frames: s.frames, label: `B: ${policyLabel(s.b, s.k)}${at}` },
  ];
}

/** Each side's columns over the whole string, from the core's PolicyRun. */
function useColumns(pair: [Side, Side], k: number, text: string): [Columns, Columns] | null {
  const [columns, setColumns] = useState<{ key: string; value: [Columns, Columns] } | null>(null);
  const key = JSON.stringify([pair, k, text]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the pair, k and the text.
  useEffect(() => {
    const value = pair.map((side) => {
      const run = new PolicyRun(JSON.stringify(textbook(side.frames, k, text)));
      try {
        return JSON.parse(run.columns_json(side.policy, 0, run.length(), side.frames)) as Columns;
      } finally {
        run.free();
      }
    }) as [Columns, Columns];
    setColumns({ key, value });
  }, [key]);
  return columns?.key === key ? columns.value : null;
}

/** The index of the first reference that faults on one side and hits on the other (−1: none). */
export function firstDivergence([a, b]: [Columns, Columns]): number {
  return a.columns.findIndex((c, i) => c.fault !== b.columns[i]?.fault);
}

export function Counterexample({ s, found }: { s: SearchSettings; found: SearchAnswer }) {
  const string = found.string ?? [];
  const text = string.join(' ');
  const pair = useMemo(() => sides(s, found), [s, found]);
  const columns = useColumns(pair, s.k, text);
  const player = usePolicyPlayer(string.length);
  useKeys(player);
  const { state, play } = useLab();
  const divergence = columns ? firstDivergence(columns) : -1;
  // Opened at the first divergence when a new string is found; a link that carries a position (or a loop) keeps it the first time.
  const placed = useRef<string | null>(state.view.step > 0 || play.from !== null ? text : null);
  useEffect(() => {
    if (!columns || placed.current === text) return;
    placed.current = text;
    player.seek(divergence + 1);
  }, [columns, text, divergence, player]);
  if (!columns) return null;
  const position = player.position;
  const indices = string.map((_, i) => i);
  const faultsAt = (c: Columns) => c.columns.slice(0, position).filter((x) => x.fault).length;
  return (
    <section className="counterexample" aria-label="The counterexample side by side">
      <Transport player={player} />
      <p className="narration" data-testid="search-divergence" aria-live="polite">
        {divergence < 0
          ? 'The two sides never differ.'
          : `First divergence at reference ${divergence + 1} (page ${string[divergence]}): ${pair[0].label} ${columns[0].columns[divergence].fault ? 'faults' : 'hits'}, ${pair[1].label} ${columns[1].columns[divergence].fault ? 'faults' : 'hits'}.`}
      </p>
      <div className="tables-panel">
        <table className="policy-table" data-testid="search-table">
          <caption className="sr-only">Frames after each reference, side by side</caption>
          <ReferenceHead window={{ start: 0, pages: Uint32Array.from(string) }} position={position} />
          {pair.map((side, i) => (
            <PolicyRows
              key={side.id}
              policy={side.policy}
              c={columns[i]}
              indices={indices}
              position={position}
              faults={faultsAt(columns[i])}
              frames={side.frames}
              k={s.k}
              label={side.label}
              testId={`search-${side.id}`}
            />
          ))}
        </table>
      </div>
    </section>
  );
}
