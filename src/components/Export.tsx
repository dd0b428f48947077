// Exports: each picture as SVG or PNG at the size it is drawn (the lab's
// styles embedded; a chart carries its title, axis labels and notes inside its
// SVG), metrics and the event log as CSV.
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { type ChartData, type ChartDataSink, ChartDataSinkContext, ChartTableView } from './ChartTable';
import '../charts/charts.css';

/** Saves `blob` as a file named `name`. */
export function download(blob: Blob, name: string) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/**
 * The size of an SVG as drawn: its viewBox's (the ring, the drum) or, for a chart laid out in
 * pixels, its width and height attributes.
 */
export function svgSize(svg: SVGSVGElement): { width: number; height: number } {
  const box = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  if (box.length === 4 && box[2] > 0 && box[3] > 0) return { width: box[2], height: box[3] };
  return {
    width: Number.parseFloat(svg.getAttribute('width') ?? '') || 0,
    height: Number.parseFloat(svg.getAttribute('height') ?? '') || 0,
  };
}

/** The SVG as standalone markup at its drawn size, with the page's style rules inside it. */
export function standaloneSvg(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttributeNS('http://www.w3.org/2000/xmlns/', 'xmlns', 'http://www.w3.org/2000/svg');
  const { width, height } = svgSize(svg);
  if (width && height) {
    clone.setAttribute('width', String(width));
    clone.setAttribute('height', String(height));
  }
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) rules.push(rule.cssText);
    } catch {
      // A sheet from another origin cannot be read; the lab has none.
    }
  }
  const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
  style.textContent = `svg{font-family:system-ui,sans-serif;background:#fff}${rules.join('\n')}`;
  clone.insertBefore(style, clone.firstChild);
  return new XMLSerializer().serializeToString(clone);
}

export function exportSvg(svg: SVGSVGElement, name: string) {
  download(new Blob([standaloneSvg(svg)], { type: 'image/svg+xml' }), `${name}.svg`);
}

export function exportPng(svg: SVGSVGElement, name: string, scale = 2) {
  const { width, height } = svgSize(svg);
  const img = new Image();
  img.onload = () => {
    const canvas = document.createElement('canvas');
    canvas.width = width * scale;
    canvas.height = height * scale;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((b) => b && download(b, `${name}.png`), 'image/png');
  };
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(standaloneSvg(svg))}`;
}

/** Rows as CSV (RFC 4180 quoting). */
export function toCsv(rows: (string | number | boolean | null)[][]): string {
  const cell = (v: string | number | boolean | null) => {
    const s = v === null ? '' : String(v);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return `${rows.map((r) => r.map(cell).join(',')).join('\n')}\n`;
}

export function exportCsv(rows: (string | number | boolean | null)[][], name: string) {
  download(new Blob([toCsv(rows)], { type: 'text/csv' }), `${name}.csv`);
}

/**
 * A picture with its SVG and PNG export buttons (each SVG inside gets its own pair) and, for a chart that offers its
 * data, a Table button showing them as a table in its place.
 */
export function Exportable({ name, children }: { name: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const data = useRef<(() => ChartData) | null>(null);
  const [has, setHas] = useState(false);
  const sink = useMemo<ChartDataSink>(() => ({ data, setHas }), []);
  const [asTable, setAsTable] = useState(false);
  const table = asTable && has && data.current !== null;
  const svgs = () => Array.from(box.current?.querySelectorAll<SVGSVGElement>(':scope svg') ?? []);
  const each = (f: (s: SVGSVGElement, n: string) => void) => {
    const all = svgs();
    for (const [i, s] of all.entries()) f(s, all.length > 1 ? `${name}-${i + 1}` : name);
  };
  return (
    <div className={`exportable${table ? ' as-table' : ''}`} ref={box}>
      <ChartDataSinkContext.Provider value={sink}>{children}</ChartDataSinkContext.Provider>
      {table && data.current && <ChartTableView data={data.current()} />}
      <div className="export-buttons">
        {has && (
          <button type="button" aria-pressed={table} onClick={() => setAsTable(!table)} aria-label={`Table: ${name} as a table`}>
            Table
          </button>
        )}
        <button type="button" onClick={() => each(exportSvg)} aria-label={`Export ${name} as SVG`}>
          SVG
        </button>
        <button type="button" onClick={() => each((s, n) => exportPng(s, n))} aria-label={`Export ${name} as PNG`}>
          PNG
        </button>
      </div>
    </div>
  );
}
