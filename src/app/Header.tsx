// The header: the lab's name, the gallery of stories, the title of what is
// shown (its paper words explained, as everywhere), the stages, and the
// classroom buttons — share the link, presenter mode, help.
import { useEffect, useState } from 'react';
import { STAGE_DEFS, STAGES } from '../stages/registry';
import { TermLine } from './glossary/Terms';
import { useLab } from './lab';
import type { StageId } from './state';
import { shownTitle } from './storyRun';

interface Props {
  onGallery: () => void;
  onHelp: () => void;
  /** Presenter mode on or off (app/presenter.ts); the button asks for the whole screen too. */
  onPresenter: (on: boolean, fullscreen: boolean) => void;
}

export function Header({ onGallery, onHelp, onPresenter }: Props) {
  const { state, setStage } = useLab();
  const [copied, setCopied] = useState<string | null>(null);
  const share = async () => {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      // No clipboard (insecure context, or refused): show the link to copy by hand.
      setCopied(url);
    }
    setTimeout(() => setCopied((c) => (c === 'Link copied.' ? null : c)), 2500);
  };
  const presenter = state.view.presenter;
  // The story's title while its run is on screen; else the stage's, or the string shown ("Your string — 3 frames").
  const { title, paper } = shownTitle(state);
  useEffect(() => {
    document.title = `${title} — Paging Lab`;
  }, [title]);
  return (
    <header className="header">
      <h1 className="brand">Paging Lab</h1>
      <button onClick={onGallery} className="gallery-button" title="Every story the lab tells, with its paper">
        Stories
      </button>
      <p className="story-title" data-testid="story-title" title={`${title} — ${paper}`}>
        <TermLine text={title} paper={paper} quiet /> <span className="muted">— {paper}</span>
      </p>
      <label className="stage-select">
        <span>Stage</span>
        <select value={state.stage} onChange={(e) => setStage(e.target.value as StageId)} aria-label="Stage">
          {STAGES.map((id) => (
            <option key={id} value={id}>
              {STAGE_DEFS[id].label}
            </option>
          ))}
        </select>
      </label>
      <div className="header-actions">
        <button onClick={share} title="Copy a link to exactly this state">
          Share
        </button>
        <button
          className="presenter-button"
          onClick={() => onPresenter(!presenter, true)}
          aria-pressed={presenter}
          title="Large type, full screen (P)"
        >
          Presenter
        </button>
        <button onClick={onHelp} aria-label="Keyboard help" title="Keyboard help (?)">
          ?
        </button>
      </div>
      {copied && (
        <p role="status" className="copied" data-testid="share-status">
          {copied === 'Link copied.' ? (
            copied
          ) : (
            <input readOnly value={copied} aria-label="Link to copy" onFocus={(e) => e.target.select()} />
          )}
        </p>
      )}
    </header>
  );
}
