// The glossary's terms in React's texts. A term first met in a text is
// marked: a button named by the term and described (aria-describedby) by its
// one-line definition, which GlossaryLayer holds once for the whole page and
// shows beside the term on hover, focus or tap. Inside a link (a gallery
// card's title) a term cannot be a button: it is a passive mark that shows
// its definition on hover, and the card lists its terms as buttons below. A
// line of its own (the header's title, the narration) is marked on its own.
import { createContext, memo, type ReactNode, useContext, useMemo } from 'react';
import type { Term } from '.';
import { lineSegments, type Segment, segments, termAttributes, termScope } from './mark';
import './glossary.css';

/** The paper of the story on screen: its equations and tables are marked in the stage's questions. */
export const TermPaper = createContext<string | undefined>(undefined);

/**
 * A term as a button: named by its text, described by its definition. `quiet`: inside an element whose own
 * tooltip (a title cut short) would cover the definition, the term keeps that tooltip off itself.
 */
export function TermButton({ term, quiet = false, children }: { term: Term; quiet?: boolean; children: ReactNode }) {
  const { class: className, 'data-term': id, 'aria-describedby': described } = termAttributes(term);
  return (
    <button type="button" className={className} data-term={id} aria-describedby={described} title={quiet ? '' : undefined}>
      {children}
    </button>
  );
}

/** Segments drawn with their terms as buttons (`quiet`: see TermButton), or (inside a link) as passive marks. */
export function Segments({ parts, passive = false, quiet = false }: { parts: Segment[]; passive?: boolean; quiet?: boolean }) {
  return parts.map((s, i) =>
    typeof s === 'string' ? (
      s
    ) : passive ? (
      <span key={i} className="term-mark" data-term={s.term.id}>
        {s.text}
      </span>
    ) : (
      <TermButton key={i} term={s.term} quiet={quiet}>
        {s.text}
      </TermButton>
    ),
  );
}

/** A text of its own (a stage's question) with its terms marked, in the paper of the story on screen. */
export function TermText({ text }: { text: string }) {
  const paper = useContext(TermPaper);
  const parts = useMemo(() => segments(text, termScope(paper)), [text, paper]);
  return <Segments parts={parts} />;
}

/**
 * A line of its own — the header's title, the narration — with its terms marked in `paper`'s stories (or the
 * story on screen's). The marking is remembered by text (mark.ts), and the line draws again only when its text
 * or paper changes: the narration changes with every step, up to 256 a second.
 */
export const TermLine = memo(function TermLine({ text, paper, quiet }: { text: string; paper?: string; quiet?: boolean }) {
  const shown = useContext(TermPaper);
  return <Segments parts={lineSegments(text, paper ?? shown)} quiet={quiet} />;
});
