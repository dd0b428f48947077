// Type for charts laid out in real pixels: sizes that follow the page's rem
// (so presenter mode enlarges them) and never fall under 12 px, and an
// estimate of a string's width, since layout happens before anything is
// drawn (and jsdom cannot measure text at all).

/** The sizes one chart draws with, in px. `unit` scales strokes and marks with the type. */
export interface ChartType {
  font: number;
  title: number;
  line: number;
  unit: number;
}

/**
 * Chart type for a root font size of `rem` px: labels 0.8 rem and titles 0.9 rem, never under 12 and 13 px, nor
 * under the page's least size `least` px (presenter mode's 0.9 rem).
 */
export function chartType(rem: number, least = 0): ChartType {
  const font = Math.max(12, 0.8 * rem, least);
  return { font, title: Math.max(13, 0.9 * rem, least), line: Math.round(1.3 * font * 10) / 10, unit: Math.max(1, rem / 16) };
}

// Advance widths in em by character class, measured on DejaVu Sans (what system-ui resolves to on
// Linux, and wider than Segoe UI, Roboto or Helvetica), so an estimate is rarely short of the text.
const NARROW = /[ijlIJ.,:;'’|!/\\ ·]/;
const SEMI = /[ftr()[\]\-–"*_]/;
const WIDE = /[mwMW%@—…+=<>~^×÷#&Ψ▲↑]/;
const UPPER = /[A-Z]/;
const DIGIT = /[0-9]/;

/** The width of `text` in px at `font` px: narrow letters 0.32 em, f t r and brackets 0.42, digits 0.64, capitals 0.72, wide signs 0.9, the rest 0.62; bold 10 % wider. */
export function textWidth(text: string, font: number, bold = false): number {
  let em = 0;
  for (const ch of text)
    em += NARROW.test(ch) ? 0.32 : SEMI.test(ch) ? 0.42 : WIDE.test(ch) ? 0.9 : UPPER.test(ch) ? 0.72 : DIGIT.test(ch) ? 0.64 : 0.62;
  return em * font * (bold ? 1.1 : 1);
}

/** `text` broken at spaces into at most `maxLines` lines no wider than `width`; the last line that does not fit ends in an ellipsis. */
export function wrapText(text: string, width: number, font: number, bold = false, maxLines = 2): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (!current || textWidth(next, font, bold) <= width) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  const kept = lines.slice(0, maxLines).map((l) => (textWidth(l, font, bold) <= width ? l : ellipsis(l, width, font, bold)));
  if (lines.length > maxLines) kept[maxLines - 1] = ellipsis(`${kept[maxLines - 1]}…`, width, font, bold);
  return kept;
}

/** `text` cut short with "…" to fit `width`. */
function ellipsis(text: string, width: number, font: number, bold: boolean): string {
  let s = text.replace(/…$/, '');
  while (s.length > 1 && textWidth(`${s}…`, font, bold) > width) s = s.slice(0, -1);
  return `${s.trimEnd()}…`;
}
