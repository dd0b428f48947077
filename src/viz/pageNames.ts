// How the stages write a process's page numbers: the lab's numbers, or —
// for a trace file's string, when chosen — the original page numbers in
// hexadecimal (what valgrind prints: an address ÷ the page size), with the
// lab's number in the title where the two differ, or — for a string typed
// in letters — the letters (A is page 0). Components outside the lab
// (tests, a chart rendered alone) get the lab's numbers.
import { createContext, useContext } from 'react';
import type { SimEvent } from '../sim/types';

export interface PageNames {
  /** Page `page` of process `pid` as the cells write it. */
  name: (pid: number, page: number) => string;
  /** As a title or tooltip says it: "page 0x400", with the lab's number where it differs. */
  title: (pid: number, page: number) => string;
}

export const LAB_PAGE_NAMES: PageNames = {
  name: (_pid, page) => String(page),
  title: (_pid, page) => `page ${page}`,
};

/** Process 0's pages as the letters it was typed in: page 0 is A, page 25 Z. */
export const LETTER_PAGE_NAMES: PageNames = {
  name: (pid, page) => (pid === 0 && page < 26 ? String.fromCharCode(65 + page) : String(page)),
  title: (pid, page) => (pid === 0 && page < 26 ? `page ${String.fromCharCode(65 + page)} (the lab’s page ${page})` : `page ${page}`),
};

/**
 * Process 0's pages in hexadecimal: its original numbers where the trace's
 * pages were renumbered (`original`: the lab's number → `0x…`), else the
 * lab's number itself (a trace page not renumbered is the original).
 */
export function hexPageNames(original: ReadonlyMap<number, string> | null): PageNames {
  const hex = (page: number) => original?.get(page) ?? `0x${page.toString(16)}`;
  return {
    name: (pid, page) => (pid === 0 ? hex(page) : String(page)),
    title: (pid, page) => {
      if (pid !== 0) return `page ${page}`;
      return original ? `page ${hex(page)} (the lab’s page ${page})` : `page ${hex(page)} (${page})`;
    },
  };
}

export const PageNamesContext = createContext<PageNames>(LAB_PAGE_NAMES);

/** The page names in force. */
export const usePageNames = (): PageNames => useContext(PageNamesContext);

/** The event's narration with its own page named by `names` (the core's "page N" of the event's pid and page). */
export function narrated(e: SimEvent, names: PageNames): string {
  if (!('page' in e) || !('pid' in e)) return e.text;
  const name = names.name(e.pid, e.page);
  return name === String(e.page) ? e.text : e.text.replace(new RegExp(`\\bpage ${e.page}(?!\\d)`, 'g'), `page ${name}`);
}
