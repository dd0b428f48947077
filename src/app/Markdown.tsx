// The lab's own explanations, written in Markdown (src/stages/**/*.md), as HTML.
import { marked } from 'marked';
import { useMemo } from 'react';

export function Markdown({ text, className }: { text: string; className?: string }) {
  // The text is the lab's own, from its source files: trusted markup.
  const html = useMemo(() => marked.parse(text, { async: false }), [text]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the lab's own Markdown files, rendered by marked
  return <div className={`markdown${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
