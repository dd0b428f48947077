// The preset gallery: each paper experiment with its explanation, citation
// and what to watch; Open loads it, Copy link gives its URL.
import { useState } from 'react';
import { PRESETS, type Preset } from '../scenario/presets';
import { encodeState } from '../scenario/url';

export function presetUrl(p: Preset): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#${encodeState(p.state)}`;
}

export function PresetGallery({ onOpen }: { onOpen: (p: Preset) => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <ul className="presets">
      {PRESETS.map((p) => (
        <li key={p.id} className="preset" data-preset={p.id}>
          <h3>{p.title}</h3>
          <p className="citation">{p.citation}</p>
          <p>{p.explanation}</p>
          <p>
            <strong>What to watch:</strong> {p.watch}
          </p>
          <div className="preset-actions">
            <button className="primary" onClick={() => onOpen(p)}>
              Open
            </button>
            <button
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(presetUrl(p));
                  setCopied(p.id);
                } catch {
                  setCopied(`${p.id}:manual`);
                }
              }}
            >
              Copy link
            </button>
            {copied === p.id && <span role="status">Link copied.</span>}
            {copied === `${p.id}:manual` && (
              <input readOnly value={presetUrl(p)} aria-label={`Link to ${p.title}`} onFocus={(e) => e.target.select()} />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
