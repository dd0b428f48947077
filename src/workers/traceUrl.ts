// Where a trace file may be read from: the lab's own samples (a path under
// `traces/`, next to the page) or a file opened in this page (a `blob:` URL
// of this page's origin). A link can name a trace, so nothing else is ever
// fetched: a link that names another address is refused when it is read,
// and the worker checks again before it fetches (the page's
// Content-Security-Policy, index.html, is a third fence).

/** The lab's samples: a file name under `traces/`, relative to the page. */
const SAMPLE = /^traces\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** What a trace may be read from, in a message. */
export const TRACE_URL_ALLOWED = 'the lab’s sample (traces/<file>) or a file opened in this page (blob:)';

/**
 * The problem with `url` as a trace's address, or null when it is allowed:
 * a sample's path, or a `blob:` URL of `origin` (this page's).
 */
export function traceUrlProblem(field: string, url: string, origin: string): string | null {
  if (SAMPLE.test(url)) return null;
  if (url.startsWith('blob:')) {
    try {
      if (new URL(url).origin === origin) return null;
    } catch {
      // Not a URL: refused below.
    }
  }
  const shown = url.length > 80 ? `${url.slice(0, 80)}…` : url;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped here.
  const line = shown.replace(/[\u0000-\u001f\u007f]/g, (c) => JSON.stringify(c).slice(1, -1));
  return `${field} = ${line} is not allowed: expected ${TRACE_URL_ALLOWED}`;
}

/** The address the worker fetches for an allowed `url`: a sample's path resolved against the page, a blob: URL as it is. */
export function traceFetchUrl(url: string, base: string): string {
  return url.startsWith('blob:') ? url : new URL(url, base).href;
}

/**
 * Whether the worker may fetch `href` (an absolute address): a sample under
 * a `traces/` folder, or a blob:, on `origin` (the worker's own) — else an
 * Error naming it.
 */
export function checkFetch(href: string, origin: string): void {
  let ok = false;
  try {
    const u = new URL(href);
    ok = u.protocol === 'blob:' ? u.origin === origin : u.origin === origin && /\/traces\/[A-Za-z0-9][A-Za-z0-9._-]*$/.test(u.pathname);
  } catch {
    ok = false;
  }
  if (!ok) throw new Error(`the trace file ${href.slice(0, 80)} is not allowed: expected ${TRACE_URL_ALLOWED}`);
}
