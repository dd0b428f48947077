// A chart's box in SVG units that keep its text at the page's type size:
// the container's pixels divided by the root font's scale (15 px = 1), so
// the axes' 12-unit labels read 12 px at 1366×768 and grow with the window
// and in presenter mode. Without a layout (jsdom) it falls back to 360×260.
import { type RefObject, useEffect, useRef, useState } from 'react';

export function useChartBox<T extends HTMLElement>(): [RefObject<T | null>, { width: number; height: number }] {
  const ref = useRef<T>(null);
  const [px, setPx] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setPx({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  if (!px.width || !px.height) return [ref, { width: 360, height: 260 }];
  const scale = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) / 15 || 1;
  return [ref, { width: Math.max(240, px.width / scale), height: Math.max(180, px.height / scale) }];
}
