// The lab's own explanations, written in Markdown (src/stages/**/*.md), as
// HTML — with the glossary's terms first met in them marked (src/app/terms.ts).
import { marked } from 'marked';
import { markHtml, type TermScope } from './glossary/mark';

/** `text` as HTML, its terms marked in `scope` (which notes them as met). */
export function markdownHtml(text: string, scope: TermScope): string {
  return markHtml(marked.parse(text, { async: false }), scope);
}

/** HTML made by `markdownHtml`. */
export function Markdown({ html, className }: { html: string; className?: string }) {
  // The text is the lab's own, from its source files: trusted markup.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the lab's own Markdown files, rendered by marked
  return <div className={`markdown${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
