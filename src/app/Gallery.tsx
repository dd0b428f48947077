// The gallery of stories: the first screen of a first visit, and behind
// the "Stories" button. First a string of one's own: typed into the
// Reference string box (or a classic's chip), Enter opens it on the
// policies stage — FIFO, LRU, OPT and the clock on it at once, the
// comparison a textbook exercise asks for. Then a card per preset, grouped
// by stage: its picture, the question it answers, its paper; the card is a
// real link to the preset's short address (#preset=<id>), and one click
// starts it.
import { useEffect, useRef } from 'react';
import { OwnStringForm } from '../components/OwnStringForm';
import { presetHash } from '../scenario/url';
import { stageState } from '../stages/preset';
import { PRESETS, STAGE_DEFS, STAGES } from '../stages/registry';
import { StageGlyph } from './StageGlyph';
import type { LabState } from './state';

/** The gallery's box before anything is typed: no string, 3 frames, the clock with one bit. */
const EMPTY = { text: '', frames: 3, k: 1 };

export function Gallery({ onOpen, onClose }: { onOpen: (s: LabState) => void; onClose: (() => void) | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    if (!onClose) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="gallery" data-testid="gallery">
      <header className="gallery-head">
        <h1 ref={heading} tabIndex={-1}>
          Paging Lab
        </h1>
        <p className="gallery-intro">
          Classic virtual-memory management, one story per screen: the Multics clock and its drum, replacement policies, thrashing and load
          control, lifetime curves and working sets, the Page Survival Index — each from its paper, stepped forward and back. Choose a story
          to begin; every one is a link you can share.
        </p>
        {onClose && (
          <button className="gallery-close" onClick={onClose} aria-label="Back to the stage">
            Back to the stage
          </button>
        )}
      </header>
      <section className="gallery-own" aria-labelledby="gallery-own-title">
        <h2 id="gallery-own-title">Your own example</h2>
        <p className="muted">
          A reference string from your course or textbook — page numbers or letters, separated by spaces or commas, w after a page marking a
          write — with its frames: Enter shows FIFO, LRU, OPT and the clock on it, side by side, one reference at a time.
        </p>
        <OwnStringForm value={EMPTY} kLabel={null} onShow={(s) => onOpen(stageState('policies', s))} />
      </section>
      {STAGES.map((stage) => {
        const presets = PRESETS.filter((p) => p.stage === stage);
        if (!presets.length) return null;
        return (
          <section key={stage} className="gallery-group" aria-labelledby={`group-${stage}`}>
            <h2 id={`group-${stage}`}>{STAGE_DEFS[stage].title}</h2>
            <ul className="cards">
              {presets.map((p) => (
                <li key={p.id} className="card" data-preset={p.id}>
                  <a
                    href={`#${presetHash(p.id)}`}
                    onClick={(e) => {
                      if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
                      e.preventDefault();
                      onOpen(p.state);
                    }}
                  >
                    <StageGlyph stage={p.stage} />
                    <span className="card-title">{p.title}</span>
                    <span className="card-question">{p.question}</span>
                    <span className="card-paper">{p.paper}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
