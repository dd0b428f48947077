// Title and the classroom buttons: share the link, presenter mode, help.
import { useState } from 'react';

interface Props {
  presenter: boolean;
  onPresenter: (on: boolean) => void;
  onHelp: () => void;
}

export function Header({ presenter, onPresenter, onHelp }: Props) {
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
  };
  return (
    <header>
      <h1>Paging Lab</h1>
      <p className="subtitle">The Multics paging algorithm — Corbató 1968</p>
      <div className="header-actions">
        <button onClick={share} title="Copy a link to exactly this state">
          Share
        </button>
        <button onClick={() => onPresenter(!presenter)} aria-pressed={presenter} title="Large type, high contrast, full screen (P)">
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
