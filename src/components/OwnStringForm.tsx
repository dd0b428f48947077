// The Reference string box: a string of one's own — page numbers or
// letters, separated by spaces or commas, w marking a write — with its
// frames (and the clock's k), shown on Enter; chips for the textbooks'
// classic strings. What was typed stays until it is shown: a bad string, or
// a count out of range, is named in one line — the field, the value, what is
// allowed — beside the field, and nothing is lost. On a stage, − and + beside
// a count change the scenario on screen at once.
import { type ReactNode, useId, useState } from 'react';
import { CLASSICS, type OwnString, ownLimits, ownScenario, ownStringError, readCount } from '../app/ownString';
import type { Scenario } from '../scenario/types';
import { runError } from '../sim/runStore';

type Field = 'text' | 'frames' | 'k';
const FIELDS: readonly Field[] = ['text', 'frames', 'k'];

/** A field as typed, over the value on screen it was typed over. */
interface Typed {
  text: string;
  over: string;
}

/**
 * What was typed: a field keeps its text until it is shown, or until the
 * value it was typed over changes on screen (another string shown, a story
 * opened) — never while its error is shown; − and + beside one count leave
 * the other fields as typed.
 */
interface Draft {
  typed: Partial<Record<Field, Typed>>;
  error: { field: Field | null; message: string } | null;
}

const NONE: Draft = { typed: {}, error: null };

/** What the box takes, as its tooltip says it (the error, when something else is typed, says it too). */
const HINT = 'Page numbers or letters (A to Z), separated by spaces or commas; w after a page marks a write (3w, Cw)';

interface Props {
  /** The string, frames and k on screen (the text '' when P0's string is not a typed one). */
  value: OwnString;
  /** The scenario whose conventions a shown string keeps, if any. */
  base?: Scenario;
  /** The k field's label (null: no k field; the string keeps `value.k`). */
  kLabel: string | null;
  /** Shows the scenario built from the box (checked by the core first). */
  onShow: (s: Scenario) => void;
  /** − and + beside a count, applied at once to the scenario on screen (none: plain fields). */
  onCount?: (field: 'frames' | 'k', value: number) => void;
  /** What follows the classic strings on their line (a stage's P0's string menu). */
  children?: ReactNode;
}

export function OwnStringForm({ value, base, kLabel, onShow, onCount, children }: Props) {
  const [draft, setDraft] = useState<Draft>(NONE);
  const id = useId();
  const now: Record<Field, string> = { text: value.text, frames: String(value.frames), k: String(value.k) };
  const typed = Object.fromEntries(
    FIELDS.flatMap((f) => {
      const t = draft.typed[f];
      return t && (t.over === now[f] || draft.error) ? [[f, t]] : [];
    }),
  ) as Draft['typed'];
  const shown = Object.fromEntries(FIELDS.map((f) => [f, typed[f]?.text ?? now[f]])) as Record<Field, string>;
  const type = (field: Field, text: string) => setDraft({ typed: { ...typed, [field]: { text, over: now[field] } }, error: null });
  const fail = (field: Field | null, message: string) => setDraft({ typed, error: { field, message } });

  const show = (fields: Record<Field, string>) => {
    const limits = ownLimits();
    const frames = readCount('Frames', fields.frames, 1, limits.frames);
    if (typeof frames !== 'number') return fail('frames', frames.error);
    const k = kLabel ? readCount(kLabel, fields.k, 0, limits.k) : value.k;
    if (typeof k !== 'number') return fail('k', k.error);
    const scenario = ownScenario({ text: fields.text, frames, k }, base);
    // The run the lab shows next: opened once, here, and kept for it.
    const problem = runError([JSON.stringify(scenario)]);
    if (problem) {
      const message = ownStringError(problem);
      return fail(message.startsWith('Reference string') ? 'text' : null, message);
    }
    setDraft(NONE);
    onShow(scenario);
  };

  const bad = (f: Field) => draft.error?.field === f;
  return (
    <form
      className="own-string"
      aria-label="Your own reference string"
      data-testid="own-string"
      onSubmit={(e) => {
        e.preventDefault();
        show(shown);
      }}
    >
      <label className={`own-text${bad('text') ? ' invalid' : ''}`}>
        <span>Reference string</span>
        <input
          value={shown.text}
          onChange={(e) => type('text', e.target.value)}
          placeholder="e.g. 7 0 1 2 0 3w 0 4 — or A B C A; w marks a write"
          title={HINT}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={bad('text')}
          aria-describedby={draft.error ? `${id}-error` : undefined}
          data-testid="own-string-text"
        />
      </label>
      <Count label="Frames" field="frames" text={shown.frames} bad={bad('frames')} onType={type} onCount={onCount} now={value.frames} />
      {kLabel && <Count label={kLabel} field="k" text={shown.k} bad={bad('k')} onType={type} onCount={onCount} now={value.k} />}
      <button type="submit" className="primary" title="Show this string (Enter)">
        Show
      </button>
      <span className="own-break desk-only" />
      <p className="own-classics desk-only">
        <span className="muted">Classics:</span>
        {CLASSICS.map((c) => (
          <button
            key={c.label}
            type="button"
            className="chip"
            title={c.text}
            onClick={() => show({ text: c.text, frames: String(c.frames), k: shown.k })}
          >
            {c.label}
          </button>
        ))}
      </p>
      {children}
      {draft.error && (
        <p role="alert" className="error own-error" id={`${id}-error`} data-testid="own-string-error">
          {draft.error.message}
        </p>
      )}
    </form>
  );
}

/** A count (Frames, k): a field kept as typed, with − and + applied at once when the form has `onCount`. */
function Count({
  label,
  field,
  text,
  bad,
  now,
  onType,
  onCount,
}: {
  label: string;
  field: 'frames' | 'k';
  text: string;
  bad: boolean;
  now: number;
  onType: (f: Field, text: string) => void;
  onCount?: (field: 'frames' | 'k', value: number) => void;
}) {
  const limits = ownLimits();
  const [min, max] = field === 'frames' ? [1, limits.frames] : [0, limits.k];
  const id = useId();
  return (
    <span className={`own-count${bad ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {onCount && (
        <button type="button" onClick={() => onCount(field, now - 1)} disabled={now <= min} aria-label={`${label}: one fewer`}>
          −
        </button>
      )}
      <input
        id={id}
        value={text}
        onChange={(e) => onType(field, e.target.value)}
        inputMode="numeric"
        size={3}
        aria-invalid={bad}
        data-testid={`${field}-value`}
      />
      {onCount && (
        <button type="button" onClick={() => onCount(field, now + 1)} disabled={now >= max} aria-label={`${label}: one more`}>
          +
        </button>
      )}
    </span>
  );
}
