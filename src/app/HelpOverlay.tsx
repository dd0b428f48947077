// The keyboard help overlay (?); Escape or the button closes it.
import { useEffect, useRef } from 'react';

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

export function HelpOverlay({ onClose }: { onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' || e.key === '?') {
        e.preventDefault();
        e.stopPropagation();
        onClose();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onClose]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click beside the box closes it for the mouse; the keyboard has Escape (heard on the window) and Close
    <div
      className="overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby="help-title"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="overlay-box">
        <h2 id="help-title">Keyboard</h2>
        <table className="keys">
          <tbody>
            {KEYS.map(([k, what]) => (
              <tr key={k}>
                <th scope="row">
                  <kbd>{k}</kbd>
                </th>
                <td>{what}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
