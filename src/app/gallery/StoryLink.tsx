// A story's link in the gallery: a real link to its short address
// (#preset=<id>), so it opens in a new tab or is copied like any link; a
// plain click opens the story in place.
import type { ReactNode } from 'react';
import { presetHash } from '../../scenario/url';
import type { Preset } from '../../stages/preset';

export function StoryLink({
  preset,
  onOpen,
  className,
  label,
  children,
}: {
  preset: Preset;
  onOpen: (p: Preset) => void;
  className?: string;
  /** A name fuller than the link's words (which it begins with). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <a
      // "./#…", not "#…": a link to a story (the same page at another state), not a skip link to a place on this one.
      href={`./#${presetHash(preset.id)}`}
      className={className}
      aria-label={label}
      title={label}
      onClick={(e) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        onOpen(preset);
      }}
    >
      {children}
    </a>
  );
}
