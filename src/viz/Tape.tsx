// The reference string as a tape with a cursor: each cell a page (a dot
// marks a write); references already made are dimmed, faulted ones marked
// with a heavy underline and "F"; the cursor is the reference in progress.
import type { ProcView } from '../sim/types';
import { ownerColour } from './palette';

interface Props {
  pid: number;
  pages: Uint32Array;
  writes: Uint8Array;
  faults: { has(index: number): boolean };
  proc: ProcView;
  selected: boolean;
  onSelect: () => void;
}

const WINDOW = 36;

export function Tape({ pid, pages, writes, faults, proc, selected, onSelect }: Props) {
  const cursor = proc.proc.cursor;
  const start = Math.max(0, Math.min(cursor - 8, pages.length - WINDOW));
  const cells = [];
  for (let i = start; i < Math.min(pages.length, start + WINDOW); i++) {
    const cls = ['cell', i < cursor ? 'past' : '', i === cursor ? 'cursor' : '', faults.has(i) ? 'faulted' : ''].join(' ');
    cells.push(
      <li
        key={i}
        className={cls}
        data-index={i}
        aria-current={i === cursor ? 'step' : undefined}
        title={`reference ${i + 1}: page ${pages[i]}${writes[i] ? ' (write)' : ''}${faults.has(i) ? ' — faulted' : ''}`}
      >
        <span className="cell-page">
          {pages[i]}
          {writes[i] ? <sup>w</sup> : null}
        </span>
        {faults.has(i) && <span className="cell-fault">F</span>}
      </li>,
    );
  }
  const status = proc.proc.status.status.replace('_', ' ');
  return (
    <div className={`tape${selected ? ' selected' : ''}`} aria-label={`Reference string of P${pid}`}>
      <button
        className="tape-label"
        onClick={onSelect}
        aria-pressed={selected}
        title="Select this process: highlight its pages on the ring"
      >
        <span className="swatch" style={{ background: ownerColour(pid) }} /> P{pid}{' '}
        <span className="muted">
          {Math.min(cursor, pages.length)}/{pages.length} · {status}
        </span>
      </button>
      <ol className="cells" start={start + 1}>
        {cells}
      </ol>
    </div>
  );
}
