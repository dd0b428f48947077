// The lab's glossary, kept in one place: every word of the papers a teacher
// who has not read them would stumble on, with a one-line plain definition
// and where it comes from (words.ts), and the papers' equations, tables and
// figures (cited.ts). A term is marked where a story, a card or a question
// first uses it (mark.ts finds it; Terms.tsx and the Markdown renderer draw
// it; GlossaryLayer.tsx shows its definition).
import { CITED } from './cited';
import type { Term } from './define';
import { WORDS } from './words';

export type { Term } from './define';

/** Every term; a text is searched for all of them at once (mark.ts). */
export const GLOSSARY: readonly Term[] = [...WORDS, ...CITED];

const BY_ID = new Map(GLOSSARY.map((t) => [t.id, t]));

/** The term with this id. */
export function termById(id: string): Term | undefined {
  return BY_ID.get(id);
}

/** The terms that may be marked in a story of `paper` (its paper line): the general ones and its paper's own. */
export function termsFor(paper: string | undefined): readonly Term[] {
  return GLOSSARY.filter((t) => !t.paper || paper?.includes(t.paper));
}
