// The lab: its state and simulation (LabProvider), the one-screen shell
// around the current stage, and the gallery of stories — the first screen
// of a first visit, and behind the "Stories" button. Navigation behaves
// like the web: opening a story is a history entry; Back and Forward (and a
// link typed into the address bar) open their entry's state in place, the
// first visit's bare address the gallery.
import { useCallback, useEffect, useRef, useState } from 'react';
import { holdFocus } from '../components/holdFocus';
import type { PlayOptions } from '../scenario/url';
import { Gallery } from './Gallery';
import { GlossaryLayer } from './glossary/GlossaryLayer';
import { LabProvider, useLab } from './lab';
import { decodeHash } from './link';
import { Shell } from './Shell';
import type { LabState } from './state';

export interface AppProps {
  initial: LabState;
  play: PlayOptions;
  linkError: { error: string; raw: string } | null;
  /** No link was given: show the gallery first. */
  firstVisit: boolean;
}

export function App({ initial, play, linkError, firstVisit }: AppProps) {
  const [gallery, setGallery] = useState(firstVisit && !play.embed);
  const [opened, setOpened] = useState(!firstVisit);
  const showGallery = useCallback((on: boolean) => {
    setGallery(on);
    if (!on) setOpened(true);
  }, []);
  return (
    <LabProvider initial={initial} play={play} urlSync={opened}>
      <History showGallery={showGallery} />
      <Shell linkError={linkError} onGallery={() => setGallery(true)} behind={gallery} />
      {gallery && <GalleryOverlay onDone={() => showGallery(false)} />}
      <GlossaryLayer />
    </LabProvider>
  );
}

/** Back, Forward, or a link typed into the address bar: the entry's state opened in place; a bad link is read afresh. */
function History({ showGallery }: { showGallery: (on: boolean) => void }) {
  const { open } = useLab();
  useEffect(() => {
    const onPop = () => {
      const decoded = decodeHash(window.location.hash);
      if (!('state' in decoded)) return window.location.reload();
      if (decoded.state === null) return showGallery(true);
      open(decoded.state);
      showGallery(false);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [open, showGallery]);
  return null;
}

/**
 * The gallery over the lab: a modal dialog (the lab behind it inert, Tab
 * held inside). Closed, the focus goes back to what opened it (the Stories
 * button); a story opened, to the stage that shows it.
 */
function GalleryOverlay({ onDone }: { onDone: () => void }) {
  const { follow } = useLab();
  const opener = useRef(document.activeElement as HTMLElement | null);
  return (
    <div className="gallery-overlay" role="dialog" aria-modal="true" aria-labelledby="gallery-title" onKeyDown={holdFocus}>
      <Gallery
        onOpen={(s) => {
          follow(s);
          onDone();
          requestAnimationFrame(() => document.querySelector<HTMLElement>('main.stage-area')?.focus());
        }}
        onClose={() => {
          onDone();
          requestAnimationFrame(() => opener.current?.focus());
        }}
      />
    </div>
  );
}
