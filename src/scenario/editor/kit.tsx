// What every part of the scenario form shares: the draft, its setters, and
// the field and section widgets that read and write it by the core's paths.
import type { ReactNode } from 'react';
import { type Draft, setSection } from '../draft';

export interface Kit {
  draft: Draft;
  setDraft: (f: (d: Draft) => Draft) => void;
  /** The path the core's last error named, if any. */
  bad: string | null;
}

export const set = (kit: Kit, path: string, value: string) => kit.setDraft((d) => ({ ...d, values: { ...d.values, [path]: value } }));

/** Whether the draft has `prefix` or anything under it. */
export const has = (kit: Kit, prefix: string) => Object.keys(kit.draft.values).some((k) => k === prefix || k.startsWith(`${prefix}.`));

/** A text or checkbox field for `path`, if the draft has it. */
export function Field({ kit, path, label, hint }: { kit: Kit; path: string; label: string; hint?: string }): ReactNode {
  const { draft, bad } = kit;
  if (!(path in draft.values)) return null;
  const invalid = bad === path;
  if (draft.types[path] === 'boolean') {
    return (
      <label className="field check">
        <input
          type="checkbox"
          checked={draft.values[path] === 'true'}
          onChange={(e) => set(kit, path, String(e.target.checked))}
          aria-invalid={invalid}
        />
        {label}
      </label>
    );
  }
  return (
    <label className={`field${invalid ? ' invalid' : ''}`}>
      <span>
        {label}
        {hint && <span className="muted"> {hint}</span>}
      </span>
      <input
        value={draft.values[path]}
        inputMode={draft.types[path] === 'number' ? 'decimal' : undefined}
        aria-invalid={invalid}
        onChange={(e) => set(kit, path, e.target.value)}
        name={path}
      />
    </label>
  );
}

/** A checkbox that adds `prefix` with `value` or takes it away. */
export function Section({ kit, prefix, label, value }: { kit: Kit; prefix: string; label: string; value: unknown }) {
  return (
    <label className="field check">
      <input
        type="checkbox"
        checked={has(kit, prefix)}
        onChange={(e) => kit.setDraft((d) => setSection(d, prefix, e.target.checked ? value : null))}
      />
      {label}
    </label>
  );
}

/** A select over a section's variants: choosing one replaces the section with its defaults. */
export function Choice({
  kit,
  path,
  label,
  options,
  section,
}: {
  kit: Kit;
  path: string;
  label: string;
  options: [string, string][];
  /** The section to replace and each option's defaults; without it, the value alone changes. */
  section?: { prefix: string; values: Record<string, unknown> };
}) {
  if (!(path in kit.draft.values)) return null;
  return (
    <label className="field">
      <span>{label}</span>
      <select
        value={kit.draft.values[path]}
        onChange={(e) => {
          const v = e.target.value;
          if (section) kit.setDraft((d) => setSection(d, section.prefix, section.values[v]));
          else set(kit, path, v);
        }}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
