// Finding the glossary's terms in the lab's texts: the first occurrence of
// each term (index.ts) in a run of texts read in order — a card's
// title and question, a story's title, question and Markdown — so a term is
// explained once where a reader first meets it. A plain text becomes
// segments (Terms.tsx draws them); a story's HTML gets its terms wrapped in
// place (`markHtml`). Both mark a term with the same element: a button named
// by the term, described by its definition (GlossaryLayer holds the
// definitions and shows the one pointed at, focused or tapped).
import { type Term, termsFor } from '.';

/** What is marked in a run of texts: the paper whose references count, and the terms already marked. */
export interface TermScope {
  paper?: string;
  seen: Set<string>;
}

export const termScope = (paper?: string): TermScope => ({ paper, seen: new Set() });

export interface Found {
  start: number;
  end: number;
  term: Term;
}

/**
 * The terms of `scope` first met in `text`, in order, not overlapping (of two
 * that start together the longer wins; of two that overlap, the earlier). A
 * term met before still holds its place, unmarked: "Ψ-scheduler" seen once
 * is not then marked as "Ψ". Adds the terms found to `scope.seen`.
 */
export function findTerms(text: string, scope: TermScope): Found[] {
  const candidates: Found[] = [];
  for (const term of termsFor(scope.paper)) {
    for (const m of text.matchAll(term.pattern)) candidates.push({ start: m.index, end: m.index + m[0].length, term });
  }
  candidates.sort((a, b) => a.start - b.start || b.end - a.end);
  const found: Found[] = [];
  let reached = 0;
  for (const c of candidates) {
    if (c.start < reached) continue;
    reached = c.end;
    if (scope.seen.has(c.term.id)) continue;
    scope.seen.add(c.term.id);
    found.push(c);
  }
  return found;
}

export type Segment = string | { text: string; term: Term };

/** `text` as plain pieces and the terms first met in it. */
export function segments(text: string, scope: TermScope): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const f of findTerms(text, scope)) {
    if (f.start > at) out.push(text.slice(at, f.start));
    out.push({ text: text.slice(f.start, f.end), term: f.term });
    at = f.end;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** How many lines `lineSegments` remembers (a stretch of narration stepped back and forth, the titles seen). */
const REMEMBERED = 512;
const lines = new Map<string, Segment[]>();

/**
 * A line of its own (a header's title, the narration) as segments, its terms
 * marked from a fresh scope in `paper`'s stories — remembered by paper and
 * text, so a line that changes many times a second is marked once for each
 * text it shows (the oldest forgotten first).
 */
export function lineSegments(text: string, paper?: string): Segment[] {
  const key = `${paper ?? ''}\0${text}`;
  const known = lines.get(key);
  if (known) return known;
  if (lines.size >= REMEMBERED) lines.delete(lines.keys().next().value as string);
  const marked = segments(text, termScope(paper));
  lines.set(key, marked);
  return marked;
}

/** The id of the element holding a term's definition (GlossaryLayer renders them). */
export const definitionId = (t: Term) => `glossary-${t.id}`;

/** What a marked term carries, in React's spelling and the DOM's. */
export function termAttributes(t: Term): Record<string, string> {
  return { class: 'term', 'data-term': t.id, 'aria-describedby': definitionId(t), type: 'button' };
}

/** Where terms are never marked: inside links, code, buttons and terms already marked. */
const OPAQUE = 'a, code, pre, button, kbd, script, style';
/** Elements whose text is a block of its own: a term never runs from one into the next. */
const BLOCK = /^(P|LI|H[1-6]|TD|TH|BLOCKQUOTE|DT|DD|FIGCAPTION|DIV)$/;

/** Text nodes of `root` in order, with a break (NUL) wherever a block or opaque element intervenes. */
function flatten(root: Node): { text: string; nodes: { node: Text; at: number }[] } {
  const nodes: { node: Text; at: number }[] = [];
  let text = '';
  let block: Element | null = null;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    const parent = node.parentElement;
    if (parent?.closest(OPAQUE)) {
      text += '\0';
      continue;
    }
    let b: Element | null = parent;
    while (b && !BLOCK.test(b.tagName)) b = b.parentElement;
    if (b !== block) text += '\0';
    block = b;
    nodes.push({ node, at: text.length });
    text += node.data;
  }
  return { text, nodes };
}

/** The text node and offset at `index` of the flattened text (for an end, the end of the node before a boundary). */
function locate(nodes: { node: Text; at: number }[], index: number, end: boolean): [Text, number] {
  let i = nodes.length - 1;
  while (i > 0 && (end ? nodes[i].at >= index : nodes[i].at > index)) i--;
  return [nodes[i].node, index - nodes[i].at];
}

const isBlock = (n: Node) => n instanceof Element && BLOCK.test(n.tagName);
const size = (n: Node) => (n instanceof Text ? n.data.length : n.childNodes.length);

/** Widens a range's edges past the inline elements it covers to their edge (`area <strong>C</strong>`), never past a block. */
function widen(range: Range, root: Node) {
  for (let c = range.startContainer; c !== root && range.startOffset === 0 && !isBlock(c); c = range.startContainer)
    range.setStartBefore(c);
  for (let c = range.endContainer; c !== root && range.endOffset === size(c) && !isBlock(c); c = range.endContainer) range.setEndAfter(c);
}

/**
 * Wraps the terms first met in `html` (the lab's own, rendered from its
 * Markdown) in the term's element, where the term's text lies within one
 * element or covers inline elements whole; a term cut by an element's edge
 * is left as it is. Returns the new HTML.
 */
export function markHtml(html: string, scope: TermScope): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  const { text, nodes } = flatten(root);
  // Wrapped from the last, so that the earlier offsets stay true.
  for (const f of findTerms(text, scope).reverse()) {
    const range = document.createRange();
    range.setStart(...locate(nodes, f.start, false));
    range.setEnd(...locate(nodes, f.end, true));
    widen(range, root);
    const button = document.createElement('button');
    for (const [k, v] of Object.entries(termAttributes(f.term))) button.setAttribute(k, v);
    try {
      range.surroundContents(button);
    } catch {
      // Cut by an element's edge: left unmarked.
    }
  }
  const out = document.createElement('div');
  out.append(root);
  return out.innerHTML;
}
