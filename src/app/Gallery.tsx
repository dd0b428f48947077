// The gallery of stories: the first screen of a first visit, and behind
// the "Stories" button. First a string of one's own: typed into the
// Reference string box (or a classic's chip), Enter opens it on the
// policies stage — FIFO, LRU, OPT and the clock on it at once, the
// comparison a textbook exercise asks for. Then the paths — a
// virtual-memory lecture in the order a course teaches it ("Start here"),
// and the five papers — then every story, by topic, filtered by kind,
// topic and paper: its picture, the question it answers, its paper and the
// paper's words it uses, each explained. Every card is a real link to the
// story's short address (#preset=<id>), and one click starts it.
import { useEffect, useMemo, useRef } from 'react';
import { OwnStringForm } from '../components/OwnStringForm';
import { type Preset, stageState } from '../stages/preset';
import { PRESETS } from '../stages/registry';
import { Card } from './gallery/Card';
import { entryOf, galleryOrder, KINDS, type KindId, LECTURE_PATH, PAPER_PATH, TOPICS } from './gallery/catalogue';
import { Filters, NO_FILTER, passes, useFilter } from './gallery/Filters';
import { Path } from './gallery/Path';
import './gallery/gallery.css';
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
  const stories = useMemo(() => galleryOrder(PRESETS), []);
  const [filter, setFilter] = useFilter();
  const shown = stories.filter((p) => passes(p, filter));
  const openStory = (p: Preset) => onOpen(p.state);
  // The header's shortcuts: all the stories of one kind (the worksheets, say), without scrolling past the paths.
  const jumpTo = (kind: KindId) => {
    setFilter({ ...NO_FILTER, kind });
    document.getElementById('all-stories')?.scrollIntoView({ block: 'start' });
  };
  return (
    <div className="gallery" data-testid="gallery">
      <header className="gallery-head">
        <h1 ref={heading} tabIndex={-1} id="gallery-title">
          Paging Lab
        </h1>
        <p className="gallery-intro">
          Classic virtual-memory management, one story per screen, each stepped forward and back. New here? Follow the lecture path from its
          first step; every story is a link you can share. Dotted words are explained: point at one, tab to it or tap it.
        </p>
        <nav className="gallery-jump" aria-label="Go to the stories of a kind">
          {KINDS.map((k) => (
            <button key={k.id} type="button" className="link" onClick={() => jumpTo(k.id)}>
              {k.label} ({stories.filter((p) => entryOf(p).kind === k.id).length})
            </button>
          ))}
        </nav>
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
      <Path
        id="lecture"
        title="Start here: a lecture on virtual memory"
        intro="From the textbook’s three policies to load control, a step per idea, in the order a course teaches them."
        steps={LECTURE_PATH}
        onOpen={openStory}
      />
      <Path
        id="papers"
        title="Through the five papers"
        intro="Each paper’s mechanism on its stage, then its experiment run again."
        steps={PAPER_PATH}
        onOpen={openStory}
      />
      <section className="all-stories" aria-labelledby="all-stories">
        <h2 id="all-stories">All stories</h2>
        <Filters stories={stories} filter={filter} onChange={setFilter} />
        {shown.length === 0 && <p className="muted">No story is all of these: choose another kind, topic or paper.</p>}
        {TOPICS.map((topic) => {
          const cards = shown.filter((p) => entryOf(p).topic === topic.id);
          if (!cards.length) return null;
          return (
            <section key={topic.id} className="gallery-group" aria-labelledby={`group-${topic.id}`}>
              <h3 id={`group-${topic.id}`}>{topic.label}</h3>
              <ul className="cards">
                {cards.map((p) => (
                  <Card key={p.id} preset={p} onOpen={openStory} />
                ))}
              </ul>
            </section>
          );
        })}
      </section>
    </div>
  );
}
