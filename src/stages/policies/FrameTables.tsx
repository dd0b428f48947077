// The textbook tables, one under another so that a reference's column lines
// up across the policies: the string's window as the header (the reference
// just made marked, those to come dimmed), then for each policy a row per
// frame slot with the pages after each reference — the page referenced is
// boxed (a hit) or filled (a fault) — and a row with F for each fault and
// the page it replaced, struck out. The clock's cells add the usage bit and
// the register, and ▸ marks the slot under its pointer.
import type { CSSProperties } from 'react';
import { listed } from '../../components/words';
import { type PageNames, usePageNames } from '../../viz/pageNames';
import { register_bits } from '../../wasm/core';
import { PolicyMark } from './PolicyMark';
import type { TableFit } from './tableLayout';
import { type Column, type Columns, type PolicyName, policies, policyLabel } from './types';

export interface Window {
  start: number;
  pages: Uint32Array;
  /** 1 where the reference writes its page (a string without writes may leave it out). */
  writes?: Uint8Array;
}

interface Props {
  window: Window;
  position: number;
  data: Record<PolicyName, Columns>;
  faults: Record<PolicyName, number>;
  frames: number;
  k: number;
  /** How the tables stand, their type's size and a reference's column width (the stage fits them to its panel). */
  fit: TableFit;
}

export function FrameTables({ window, position, data, faults, frames, k, fit }: Props) {
  const indices = Array.from(window.pages, (_, j) => window.start + j);
  const all = policies();
  const each = all.length / fit.columns;
  const groups = Array.from({ length: fit.columns }, (_, i) => all.slice(i * each, (i + 1) * each));
  const style = { '--cell': fit.cell, '--table-scale': fit.scale } as CSSProperties;
  // Four side by side: each policy's name above its slots.
  const above = fit.columns === 4;
  return (
    <div className={`policy-tables columns-${fit.columns}`} style={style}>
      {groups.map((group) => (
        <table key={group.join()} className="policy-table" data-testid="policy-table">
          <caption className="sr-only">Frames after each reference under {listed(group.map((p) => policyLabel(p, k)))}</caption>
          <ReferenceHead window={window} position={position} labels={above ? 1 : 2} />
          {group.map((p) => (
            <PolicyRows
              key={p}
              policy={p}
              c={data[p]}
              indices={indices}
              position={position}
              faults={faults[p]}
              frames={frames}
              k={k}
              above={above}
            />
          ))}
        </table>
      ))}
    </div>
  );
}

/** The string's window as the tables' header: the reference just made marked, those to come dimmed; `labels`: the columns before it. */
export function ReferenceHead({ window, position, labels = 2 }: { window: Window; position: number; labels?: number }) {
  const indices = Array.from(window.pages, (_, j) => window.start + j);
  const names = usePageNames();
  return (
    <thead>
      <tr>
        <th colSpan={labels} scope="row" className="ref-label">
          {labels > 1 ? 'reference' : <span className="sr-only">reference</span>}
        </th>
        {indices.map((i, j) => (
          <th
            key={i}
            scope="col"
            className={i === position - 1 ? 'cur' : i < position ? 'past' : 'next'}
            aria-current={i === position - 1 ? 'step' : undefined}
            title={`reference ${i + 1}: ${names.title(0, window.pages[j])}${window.writes?.[j] ? ' (a write)' : ''}`}
            data-index={i}
          >
            {names.name(0, window.pages[j])}
            {window.writes?.[j] ? <sup>w</sup> : null}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * One policy's rows: a row per frame slot, then the faults; `label` and `testId` name them when one policy is shown
 * twice; `above`: the policy's name in a row above its slots rather than beside them.
 */
export function PolicyRows({
  policy,
  c,
  indices,
  position,
  faults,
  frames,
  k,
  label,
  testId = policy,
  above = false,
}: {
  label?: string;
  testId?: string;
  above?: boolean;
  policy: PolicyName;
  c: Columns;
  indices: number[];
  position: number;
  faults: number;
  frames: number;
  k: number;
}) {
  const column = (i: number): Column | undefined => (i < position ? c.columns[i - (c.columns[0]?.index ?? 0)] : undefined);
  const windowed = c.rows < frames;
  const names = usePageNames();
  const name = (
    <>
      <PolicyMark policy={policy} />
      {label ?? policyLabel(policy, k)}
      <span className="policy-faults">
        <strong data-testid={`faults-${testId}`}>{faults}</strong> fault{faults === 1 ? '' : 's'}
      </span>
      {windowed && (
        <span className="muted slot-range">
          slots {c.slot_from}–{c.slot_from + c.rows - 1} of {frames}
        </span>
      )}
    </>
  );
  return (
    <tbody className={`policy policy-${policy}`} data-testid={`table-${testId}`}>
      {above && (
        <tr>
          <th colSpan={indices.length + 1} scope="rowgroup" className="policy-name above">
            {name}
          </th>
        </tr>
      )}
      {Array.from({ length: c.rows }, (_, r) => {
        const slot = c.slot_from + r;
        return (
          <tr key={slot}>
            {r === 0 && !above && (
              <th rowSpan={c.rows + 1} scope="rowgroup" className="policy-name">
                {name}
              </th>
            )}
            <th scope="row" className="slot">
              {slot}
            </th>
            {indices.map((i) => (
              <SlotCell key={i} col={column(i)} r={r} slot={slot} current={i === position - 1} k={k} names={names} />
            ))}
          </tr>
        );
      })}
      <tr className="outcome">
        <th scope="row" className="slot">
          out
        </th>
        {indices.map((i) => {
          const col = column(i);
          return (
            <td key={i} className={i === position - 1 ? 'cur' : undefined}>
              {col?.fault && (
                <>
                  <span className="f" role="img" title={`reference ${i + 1}: ${names.title(0, col.page)} faults`} aria-label="page fault">
                    ↯
                  </span>
                  {col.victim !== null && (
                    <s className="victim" title={`${names.title(0, col.victim)} replaced`}>
                      {names.name(0, col.victim)}
                    </s>
                  )}
                </>
              )}
            </td>
          );
        })}
      </tr>
    </tbody>
  );
}

function SlotCell({
  col,
  r,
  slot,
  current,
  k,
  names,
}: {
  col: Column | undefined;
  r: number;
  slot: number;
  current: boolean;
  k: number;
  names: PageNames;
}) {
  if (!col) return <td className="next" />;
  const page = col.slots[r];
  const referenced = col.slot === slot;
  const pointer = col.pointer === slot;
  const cls = [current ? 'cur' : '', referenced ? (col.fault ? 'fault' : 'hit') : '', pointer ? 'ptr' : ''].join(' ').trim();
  const dirty = col.modified ? `${col.modified[r] ? 1 : 0}` : '';
  const bits =
    col.usage && page !== null ? `${col.usage[r] ? 1 : 0}${dirty}${k > 0 ? `|${register_bits(col.registers![r], k)}` : ''}` : null;
  const bitsTitle = `${col.modified ? 'usage and modified bits' : 'usage bit'}${k > 0 ? ' | register' : ''}`;
  return (
    <td className={cls || undefined} data-slot={slot} title={page === null ? undefined : names.title(0, page)}>
      {pointer && (
        <span className="ptr-mark" title="the clock’s pointer">
          ▸
        </span>
      )}
      {page === null ? '' : names.name(0, page)}
      {bits && (
        <span className="bits" title={bitsTitle}>
          {bits}
        </span>
      )}
    </td>
  );
}
