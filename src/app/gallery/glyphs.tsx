// A small picture of each story for the gallery's cards and paths, drawn
// from the story's own picture: the ring, the frame tables, Figure 1's
// areas, a curve and its knee… (memoryGlyphs.tsx, chartGlyphs.tsx). Static
// SVG, hidden from assistive technology: the card's words say what it is.
import type { ComponentType } from 'react';
import * as chart from './chartGlyphs';
import * as memory from './memoryGlyphs';

const GLYPHS = {
  ring: memory.Ring,
  'ring-bits': memory.RingBits,
  'ring-head': memory.RingHead,
  'ring-owners': memory.RingOwners,
  tables: memory.Tables,
  loop: memory.Loop,
  registers: memory.Registers,
  bit: memory.Bit,
  modified: memory.Modified,
  search: memory.Search,
  trace: memory.Trace,
  ostep: memory.Ostep,
  'sheet-fifo': () => <memory.Sheet policy="FIFO" />,
  'sheet-lru': () => <memory.Sheet policy="LRU" />,
  'sheet-opt': () => <memory.Sheet policy="OPT" />,
  'sheet-clock': () => <memory.Sheet policy="clock, k = 1" />,
  'sheet-clock-k2': () => <memory.Sheet policy="clock, k = 2" />,
  'sheet-multics': () => <memory.Sheet policy="Multics" />,
  anomaly: chart.Anomaly,
  'k-sweep': chart.KSweep,
  'k-linked': chart.KLinked,
  'k-bars': chart.KBars,
  figure1: () => <chart.Figure1 />,
  'figure1-game': () => <chart.Figure1 game />,
  busy: () => <chart.TimeSeries idle={false} />,
  idle: () => <chart.TimeSeries idle />,
  'thrashing-curve': chart.ThrashingCurve,
  knee: chart.Knee,
  cliff: chart.Cliff,
  band: chart.Band,
  windows: chart.Windows,
  'psi-lines': chart.PsiLines,
  'psi-scatter': chart.PsiScatter,
  frontier: chart.Frontier,
  admissions: chart.Admissions,
  scatter: chart.Scatter,
  pair: chart.Pair,
  'y-curve': chart.YCurve,
  sweep: chart.Sweep,
  grid: () => <chart.Grid />,
  'grid-sweep': () => <chart.Grid rows={4} cols={4} look={[3, 3]} />,
  'grid-cells': () => <chart.Grid rows={3} cols={3} look={[2, 2]} />,
} satisfies Record<string, ComponentType>;

export type GlyphId = keyof typeof GLYPHS;

export function StoryGlyph({ glyph }: { glyph: GlyphId }) {
  const G = GLYPHS[glyph];
  return (
    <svg viewBox="0 0 120 72" className="story-glyph" aria-hidden="true" focusable="false" data-glyph={glyph}>
      <G />
    </svg>
  );
}
