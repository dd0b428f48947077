// The frame table as on paper, one row per reference: hit or fault, the
// page replaced, the pages in the frames and, for the clock, the pointer,
// the usage bits and the registers. Keyboard first: the arrows move, a
// page digit, - , h or f, 0 or 1 fills the cell and moves on, Backspace
// clears, Space moves on (after the digits of a list), d copies the
// previous row's frames and bits; a click puts the
// cursor on a cell and a second click toggles a bit or h/f. Once checked,
// a right cell turns green and a wrong one is marked ✗; with the key shown, each
// cell gives the key's value, the student's struck out where it differs.
// On a touch screen the cell under the cursor holds an input, so that the
// phone's own keyboard opens and fills it (each character typed goes the
// keyboard's way, with the same checking); a tap on it toggles as a click.
import { type ChangeEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { CellMark } from '../../wasm/types/core';
import { columnLabel, columnName, ditto, typeInto, type Worksheet, type WorksheetColumn } from './model';

interface Props {
  sheet: Worksheet;
  rows: string[][];
  marks: CellMark[][] | null;
  showKey: boolean;
  onRows: (rows: string[][]) => void;
  /** The row a named misconception points at. */
  highlight: number | null;
}

const GROUPS: [WorksheetColumn['kind'], string][] = [
  ['outcome', 'hit/fault'],
  ['victim', 'replaced'],
  ['evicted', 'moved out'],
  ['frame', 'frames'],
  ['pointer', 'pointer'],
  ['list', 'pointer'],
  ['usage', 'usage bits'],
  ['first_time', 'first-time'],
  ['register', 'registers'],
];

/** The on-screen keyboard a column wants: digits alone, or letters and the dash too. */
function inputModeOf(kind: WorksheetColumn['kind']): 'numeric' | 'text' {
  return kind === 'outcome' || kind === 'victim' || kind === 'frame' || kind === 'evicted' || kind === 'list' ? 'text' : 'numeric';
}

/** Whether the pointer is a finger (a touch screen): then cells take typing through an input. */
const coarse = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

export function Grid({ sheet, rows, marks, showKey, onRows, highlight }: Props) {
  const { columns, problem } = sheet;
  const [at, setAt] = useState({ r: 0, c: 0 });
  const table = useRef<HTMLTableElement>(null);
  const [touch] = useState(coarse);
  const n = rows.length;
  // The focus follows the cursor when a key or a typed character moved it (the input it left is gone by then).
  const follow = useRef(false);
  useEffect(() => {
    const el = table.current;
    const cell = el?.querySelector<HTMLElement>(`[data-cell="${at.r}-${at.c}"]`);
    if (follow.current || el?.contains(document.activeElement)) (cell?.querySelector<HTMLElement>('input') ?? cell)?.focus();
    follow.current = false;
  }, [at]);
  const move = (r: number, c: number) => setAt({ r: Math.max(0, Math.min(n - 1, r)), c: Math.max(0, Math.min(columns.length - 1, c)) });
  const setCell = (r: number, c: number, value: string) =>
    onRows(rows.map((row, i) => (i === r ? row.map((x, j) => (j === c ? value : x)) : row)));
  const next = (r: number, c: number) => (c + 1 < columns.length ? move(r, c + 1) : move(r + 1, 0));

  const edit = { move, next, setCell, ditto: (r: number) => onRows(rows.map((row, i) => (i === r ? ditto(columns, rows, r) : row))) };
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (!handleKey(key, at, sheet, rows, showKey, edit)) return;
    follow.current = true;
    e.preventDefault();
    e.stopPropagation();
  };
  // What an on-screen keyboard typed (it sends no key a keydown can read): its last character, the keyboard's way.
  const onTyped = (e: ChangeEvent<HTMLInputElement>) => {
    const typed = e.target.value.slice(-1).toLowerCase();
    e.target.value = '';
    if (typed && handleKey(typed, at, sheet, rows, showKey, edit)) follow.current = true;
  };

  // A click on the cell that already had the cursor toggles it; the first click only moves the cursor there.
  const hadCursor = useRef(false);
  const onClick = (r: number, c: number) => {
    if (!hadCursor.current || showKey) return move(r, c);
    const kind = columns[c].kind;
    const cell = rows[r][c];
    if (kind === 'usage' || kind === 'first_time') setCell(r, c, cell === '1' ? '0' : '1');
    else if (kind === 'outcome') setCell(r, c, cell === 'f' ? 'h' : 'f');
  };

  return (
    <table
      className="ws-grid"
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA's grid pattern on a data table the keyboard moves in
      role="grid"
      aria-label="Frame table: one row per reference"
      ref={table}
      data-testid="worksheet-grid"
    >
      <GridHead columns={columns} />
      <tbody>
        {rows.map((row, r) => (
          <tr key={`row${r}`} className={highlight === r ? 'named-row' : undefined}>
            <th scope="row" className="ref-no">
              {r + 1}
            </th>
            <td className="ref-page">{problem.pages[r]}</td>
            {row.map((cell, c) => {
              const mark = marks?.[r]?.[c] ?? 'blank';
              const keyCell = sheet.key_cells[r][c];
              const focused = at.r === r && at.c === c;
              return (
                <td
                  key={`c${c}`}
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA's grid pattern: a cell the cursor moves to
                  role="gridcell"
                  tabIndex={focused ? 0 : -1}
                  data-cell={`${r}-${c}`}
                  data-testid={`cell-${r}-${c}`}
                  data-mark={mark}
                  aria-label={`reference ${r + 1}, ${columnName(columns[c])}: ${cell || 'blank'}${mark === 'blank' ? '' : `, ${mark}`}`}
                  className={`cell col-${columns[c].kind} mark-${mark}${(showKey ? keyCell : cell) === 'f' && c === 0 ? ' fault' : ''}`}
                  onPointerDown={(e) => {
                    hadCursor.current = e.currentTarget.contains(document.activeElement);
                  }}
                  onClick={() => onClick(r, c)}
                  onKeyDown={onKey}
                  onFocus={() => !focused && setAt({ r, c })}
                >
                  {showKey ? <KeyCell given={spaced(cell)} keyCell={keyCell} mark={mark} /> : spaced(cell)}
                  {!showKey && (mark === 'wrong' || mark === 'invalid') && <span className="tick"> ✗</span>}
                  {touch && focused && !showKey && (
                    <input
                      className="cell-input"
                      inputMode={inputModeOf(columns[c].kind)}
                      autoComplete="off"
                      autoCapitalize="off"
                      spellCheck={false}
                      aria-label={`reference ${r + 1}, ${columnName(columns[c])}`}
                      defaultValue=""
                      onChange={onTyped}
                    />
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  Enter: [1, 0],
};

interface Edit {
  move: (r: number, c: number) => void;
  next: (r: number, c: number) => void;
  setCell: (r: number, c: number, value: string) => void;
  ditto: (r: number) => void;
}

/** What a key does at the cursor (the key view only moves); false if the key is not the grid's. */
function handleKey(key: string, at: { r: number; c: number }, sheet: Worksheet, rows: string[][], showKey: boolean, edit: Edit): boolean {
  const { r, c } = at;
  const { columns, problem } = sheet;
  if (key in ARROWS) edit.move(r + ARROWS[key][0], c + ARROWS[key][1]);
  else if (key === ' ') edit.next(r, c);
  else if (key === 'Home') edit.move(r, 0);
  else if (key === 'End') edit.move(r, columns.length - 1);
  else if (showKey) return false;
  else if (key === 'Backspace' || key === 'Delete') edit.setCell(r, c, '');
  else if (key === 'd') edit.ditto(r);
  else if ((key === 'h' || key === 'f') && columns[c].kind !== 'outcome') edit.setCell(r, 0, key);
  else {
    const typed = typeInto(columns[c], rows[r][c], key, problem.k, problem.frames);
    if (!typed) return false;
    edit.setCell(r, c, typed.cell);
    if (typed.done) edit.next(r, c);
  }
  return true;
}

/** The headers: the groups of columns (frames, usage bits, …), then each column's short name. */
function GridHead({ columns }: { columns: WorksheetColumn[] }) {
  const groups = GROUPS.map(([kind, label]) => ({ label, span: columns.filter((c) => c.kind === kind).length })).filter((g) => g.span);
  return (
    <thead>
      <tr>
        <th rowSpan={2} scope="col">
          #
        </th>
        <th rowSpan={2} scope="col">
          page
        </th>
        {groups.map((g) => (
          <th key={g.label} colSpan={g.span} scope="colgroup" className="group">
            {g.label}
          </th>
        ))}
      </tr>
      <tr>
        {columns.map((col, c) => (
          <th key={`${col.kind}${c}`} scope="col" title={columnName(col)} className={`col-${col.kind}`}>
            {columnLabel(col)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function KeyCell({ given, keyCell, mark }: { given: string; keyCell: string; mark: CellMark }) {
  if (mark === 'blank' || mark === 'right') return <span className={mark === 'blank' ? 'key-only' : undefined}>{keyCell}</span>;
  return (
    <>
      <s className="given">{given}</s> {keyCell}
    </>
  );
}

/** A list of digits (the pages moved out, the list from the pointer) as the key writes it: one space between. */
function spaced(cell: string): string {
  return /^\d{2,}$/.test(cell) ? cell.split('').join(' ') : cell;
}
