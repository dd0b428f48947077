// The keyboard help overlay (?): the lab's keys, then the game's and the
// worksheet's. A modal dialog: the focus stays inside it while it is open
// and goes back where it was when it closes; Escape or the button closes it.
import { useEffect, useRef } from 'react';
import { holdFocus } from '../components/holdFocus';

export const KEYS: [string, string][] = [
  ['Space', 'play / pause'],
  ['→', 'one micro-step'],
  ['Shift + →', 'to the end of the next reference'],
  ['←', 'one micro-step back'],
  ['Home', 'back to the start'],
  ['End', 'to the end of the run'],
  ['P', 'presenter mode on / off'],
  ['?', 'this help'],
];

/** Keys of one stage or story, under a heading of their own. */
export const MORE_KEYS: { title: string; keys: [string, string][] }[] = [
  {
    title: 'You are the load controller (the game)',
    keys: [
      ['0–9, ↑ / ↓', 'select a process'],
      ['S', 'set the selected process aside'],
      ['R', 'return it'],
      ['U', 'undo the decision at this check'],
      ['N', 'on to the next check'],
    ],
  },
  {
    title: 'Worksheets (in the table)',
    keys: [
      ['0–9, letters', 'a page; - for none'],
      ['H / F', 'hit or fault'],
      ['0 / 1', 'a bit'],
      ['arrows, Space', 'move between cells'],
      ['Backspace', 'clear a cell'],
      ['D', 'copy the row above'],
    ],
  },
];

function Keys({ keys }: { keys: [string, string][] }) {
  return (
    <table className="keys">
      <tbody>
        {keys.map(([k, what]) => (
          <tr key={k}>
            <th scope="row">
              <kbd>{k}</kbd>
            </th>
            <td>{what}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function HelpOverlay({ onClose }: { onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' || e.key === '?') {
        e.preventDefault();
        e.stopPropagation();
        onClose();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      before?.focus();
    };
  }, [onClose]);
  return (
    <div
      className="overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby="help-title"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onKeyDown={holdFocus}
    >
      <div className="overlay-box">
        <h2 id="help-title">Keyboard</h2>
        <Keys keys={KEYS} />
        {MORE_KEYS.map((g) => (
          <section key={g.title} aria-label={g.title}>
            <h3>{g.title}</h3>
            <Keys keys={g.keys} />
          </section>
        ))}
        <p className="muted">
          Clicking a page on the ring or a register bit answers an exercise question. Tabs switch with ← and → when focused.
        </p>
        <button ref={close} onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
