// The lab: its state and simulation (LabProvider), the one-screen shell
// around the current stage, and the gallery of stories — the first screen
// of a first visit, and behind the "Stories" button.
import { useState } from 'react';
import type { PlayOptions } from '../scenario/url';
import { Gallery } from './Gallery';
import { LabProvider, useLab } from './lab';
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
  return (
    <LabProvider initial={initial} play={play} urlSync={opened}>
      <Shell linkError={linkError} onGallery={() => setGallery(true)} />
      {gallery && (
        <GalleryOverlay
          onDone={() => {
            setGallery(false);
            setOpened(true);
          }}
        />
      )}
    </LabProvider>
  );
}

function GalleryOverlay({ onDone }: { onDone: () => void }) {
  const { open } = useLab();
  return (
    <div className="gallery-overlay">
      <Gallery
        onOpen={(p) => {
          open(p.state);
          onDone();
        }}
        onClose={onDone}
      />
    </div>
  );
}
