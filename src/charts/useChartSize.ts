// The pixel size a chart's box gets, and the root font size its type follows
// (presenter mode raises it). The box fills its container's height when the
// container has one (a stage's grid cell) and otherwise takes the chart's
// aspect ratio; the chart then lays out in real pixels for that size.
import { useLayoutEffect, useRef, useState } from 'react';

export interface ChartSize {
  width: number;
  height: number;
  /** The root font size in px. */
  rem: number;
  /** The least font size the page allows, in px (styles.css's `--least`: 0.9 rem in presenter mode, else 0). */
  least: number;
}

/** The root's `--least` in px (a length in rem or px). */
function leastOf(root: HTMLElement, rem: number): number {
  const value = getComputedStyle(root).getPropertyValue('--least').trim();
  const n = Number.parseFloat(value) || 0;
  return value.endsWith('rem') ? n * rem : n;
}

/** The width a chart lays out at before it is measured, or where nothing can be measured (jsdom). */
export const FALLBACK_WIDTH = 480;

export function useChartSize<T extends HTMLElement = HTMLDivElement>(ratio: number) {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<ChartSize>({ width: FALLBACK_WIDTH, height: Math.round(FALLBACK_WIDTH / ratio), rem: 16, least: 0 });
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const read = () => {
      const root = document.documentElement;
      const rem = Number.parseFloat(getComputedStyle(root).fontSize) || 16;
      const least = leastOf(root, rem);
      const width = Math.floor(box.clientWidth) || FALLBACK_WIDTH;
      const height = Math.floor(box.clientHeight) || Math.round(width / ratio);
      setSize((s) => (s.width === width && s.height === height && s.rem === rem && s.least === least ? s : { width, height, rem, least }));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver(read);
    resized.observe(box);
    // Presenter mode changes the root font size without necessarily resizing the box.
    const restyled = new MutationObserver(read);
    restyled.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style'] });
    return () => {
      resized.disconnect();
      restyled.disconnect();
    };
  }, [ratio]);
  return { ref, size };
}
