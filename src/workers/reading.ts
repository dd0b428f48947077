// A trace file read in the compute worker as it arrives: each piece of the
// fetched body is pushed into the core's TraceStream, which parses it at
// once (one parser, the core's), and how far the reading has got is
// reported — bytes of the Content-Length (a blob: URL's is the file's size),
// or bytes alone when the size is not known.
import type { TraceStream } from '../wasm/core';

/** How far a trace file has been read: `bytes` of `total` (null: not known). */
export interface Reading {
  bytes: number;
  total: number | null;
}

/** The body's size, if the response says it (not when it was re-encoded on the way). */
export function sizeOf(response: Response): number | null {
  if (response.headers.get('Content-Encoding')) return null;
  const length = Number(response.headers.get('Content-Length') ?? Number.NaN);
  return Number.isSafeInteger(length) && length > 0 ? length : null;
}

/**
 * Pushes `response`'s body into `stream` piece by piece, calling `reading`
 * first with 0 bytes and after each piece. The stream is freed if reading fails.
 */
export async function streamTrace(response: Response, stream: TraceStream, reading: (r: Reading) => void): Promise<TraceStream> {
  const total = sizeOf(response);
  let bytes = 0;
  reading({ bytes, total });
  try {
    const body = response.body?.getReader();
    if (!body) {
      stream.push(new Uint8Array(await response.arrayBuffer()));
      return stream;
    }
    for (;;) {
      const { done, value } = await body.read();
      if (done) return stream;
      stream.push(value);
      bytes += value.length;
      reading({ bytes, total });
    }
  } catch (e) {
    stream.free();
    throw e;
  }
}

/** The reading as the page shows it: a whole percent of the total, or megabytes read. */
export function readingText(r: Reading): string {
  if (r.total === null) return `${(r.bytes / 1e6).toFixed(1)} MB`;
  return `${Math.min(100, Math.floor((100 * r.bytes) / r.total))} %`;
}

/**
 * Passes on the readings whose text (`readingText`) differs from the last
 * one passed — at most about a hundred messages for a file of known size,
 * whatever the number of pieces.
 */
export function whenChanged(post: (r: Reading) => void): (r: Reading) => void {
  let shown: string | null = null;
  return (r) => {
    const text = readingText(r);
    if (text === shown) return;
    shown = text;
    post(r);
  };
}
