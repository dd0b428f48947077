// A story's card: its picture, title and question (the link that opens it),
// then its paper and the glossary's terms its title and question use — as
// buttons, outside the link, so each definition is reached by keyboard and
// by a tap as well as by pointing at the word.
import { useMemo } from 'react';
import type { Preset } from '../../stages/preset';
import { segments, termScope } from '../glossary/mark';
import { Segments, TermButton } from '../glossary/Terms';
import { entryOf } from './catalogue';
import { StoryGlyph } from './glyphs';
import { StoryLink } from './StoryLink';

export function Card({ preset: p, onOpen }: { preset: Preset; onOpen: (p: Preset) => void }) {
  const { title, question, terms } = useMemo(() => {
    const scope = termScope(p.paper);
    const title = segments(p.title, scope);
    const question = segments(p.question, scope);
    const terms = [...title, ...question].flatMap((s) => (typeof s === 'string' ? [] : [s]));
    return { title, question, terms };
  }, [p]);
  const { glyph, kind } = entryOf(p);
  return (
    <li className="card" data-preset={p.id} data-kind={kind}>
      <StoryLink preset={p} onOpen={onOpen}>
        <StoryGlyph glyph={glyph} />
        <span className="card-title">
          <Segments parts={title} passive />
        </span>
        <span className="card-question">
          <Segments parts={question} passive />
        </span>
      </StoryLink>
      <p className="card-foot">
        <span className="card-paper">{p.paper}</span>
        {kind !== 'demo' && <span className="card-kind">{kind}</span>}
        {terms.map((t) => (
          <TermButton key={t.term.id} term={t.term}>
            {t.text}
          </TermButton>
        ))}
      </p>
    </li>
  );
}
