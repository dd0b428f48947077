// A glossary term and the builders of its entries (words.ts, cited.ts).

export interface Term {
  /** Stable; the definition's element id is `glossary-<id>`. */
  id: string;
  /** The term as the definition names it. */
  term: string;
  definition: string;
  /** The paper and section it comes from. */
  source: string;
  /** What marks it in a text (the first occurrence); built by `words`. */
  pattern: RegExp;
  /** Marked only in the stories of this paper (a story's paper line contains it). */
  paper?: string;
}

/**
 * A pattern of alternatives (regular-expression sources) that match only as
 * whole words: no letter or digit just before or after.
 */
export function words(alternatives: string[], caseless = false): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, `gu${caseless ? 'i' : ''}`);
}

export const term = (id: string, name: string, pattern: RegExp, definition: string, source: string, paper?: string): Term => ({
  id,
  term: name,
  definition,
  source,
  pattern,
  ...(paper ? { paper } : {}),
});

/** An equation, table or figure of one paper, as its stories cite it. */
export const cited = (id: string, name: string, alternatives: string[], paper: string, definition: string, where = name): Term =>
  term(id, name, words(alternatives), definition, `${paper}, ${where}`, paper);
