// A trace file as P0's string: the core's head of a hand-written Lackey
// trace (typed text, the whole length, original pages in hex where they were
// renumbered) and its faults against frames on the whole trace; the
// scenario with P0's string replaced; page names in hex; the narration's
// pages renamed; the whole-trace question answered from the curves.
import { describe, expect, it } from 'vitest';
import type { TraceString } from '../src/app/state';
import { DEFAULT_TRACE_STRING } from '../src/app/state';
import { pageNamesOf, withTraceString } from '../src/app/traceString';
import type { SimEvent } from '../src/sim/types';
import { cutAt } from '../src/stages/policies/CurvePanel';
import { fewestOnTrace } from '../src/stages/policies/story';
import { IDLE_SCENARIO } from '../src/stages/preset';
import { hexPageNames, LAB_PAGE_NAMES, narrated } from '../src/viz/pageNames';
import type { FaultCurves, TraceHead } from '../src/wasm/types/core';
import { PolicyRun, Simulator, TraceStream } from './core';

const bytes = (text: string) => new TextEncoder().encode(text);
// Pages 0x400, 0x401 and a stack page 0x1ffefff; the M and S accesses are writes.
const LACKEY = '==7== Lackey\nI  00400000,3\n L 00401008,8\n S 1ffefff000,8\n M 00401010,4\nI  00400004,2\n==7== done\n';
// A page beyond 2^31 - 1 (0x7ffffffff): the pages are renumbered densely in the order of their numbers.
const WIDE = ' L 7ffffffff000,8\nI  00400000,4\n S 00401000,8\n L 7ffffffff008,8\n';

/** A trace file's bytes read as the compute worker reads them. */
function stream(text: string, format: string): TraceStream {
  const t = new TraceStream(format, 4096n, false);
  t.push(bytes(text));
  return t;
}
const head = (text: string, first: number, format = 'lackey') => JSON.parse(stream(text, format).head_json(first)) as TraceHead;
const faultCurves = (text: string, frames: number, k: number) => stream(text, 'text').fault_curves_json(frames, k, 'on');

describe('a trace file as P0’s string', () => {
  it('is the trace’s first references as typed text, with the whole trace’s length', () => {
    expect(head(LACKEY, 3)).toEqual({ references: 5, first: 3, text: '1024 1025 33550335w', renumbered: false, original: [] });
    expect(head(LACKEY, 100).text).toBe('1024 1025 33550335w 1025w 1024');
    expect(head(WIDE, 2)).toEqual({
      references: 4,
      first: 2,
      text: '2 0',
      renumbered: true,
      original: [
        [0, '0x400'],
        [2, '0x7ffffffff'],
      ],
    });
    expect(() => head(LACKEY, 0)).toThrow('first = 0 is not allowed: expected an integer in 1..=100000');
    expect(() => head(LACKEY, 3, 'pcap')).toThrow('format = pcap is not allowed: expected text, lackey or csv');
    expect(() => head('==7== nothing\n', 3)).toThrow(/^the file has no Lackey line: expected at least one: a Lackey access: /);
    expect(() => head('I  zz,4\n', 3)).toThrow(/^line 1: "I {2}zz,4" is not allowed: expected a Lackey access/);
  });

  it('replaces P0’s string in the scenario the core runs, and the core steps through it', () => {
    const h = head(LACKEY, 100);
    const s = withTraceString(IDLE_SCENARIO, h);
    expect(s.processes[0].workload).toEqual({ kind: 'typed', text: '1024 1025 33550335w 1025w 1024' });
    expect(IDLE_SCENARIO.processes[0].workload.kind).toBe('typed');
    expect(IDLE_SCENARIO.processes[0].workload).not.toEqual(s.processes[0].workload);
    const run = new PolicyRun(JSON.stringify(s));
    expect(run.length()).toBe(5);
    expect(Array.from(run.pages(0, 5))).toEqual([1024, 1025, 33550335, 1025, 1024]);
    // Three pages in 3 frames: every policy faults on the first reference to each only.
    expect(run.faults_with('lru', 3)).toBe(3);
    run.free();
    const sim = new Simulator(JSON.stringify(s));
    expect(Array.from(sim.trace_pages(0))).toEqual([1024, 1025, 33550335, 1025, 1024]);
    sim.free();
  });

  it('counts faults against frames on the whole trace, one past the frames at least', () => {
    const text = Array(50).fill('1 2 3 4 1 2 5 1 2 3 4 5').join('\n');
    const c = JSON.parse(faultCurves(text, 3, 0)) as FaultCurves;
    expect(c.references).toBe(600);
    expect(c.frames).toEqual([1, 2, 3, 4, 5]);
    // Belady's string 50 times over: FIFO faults 9 times a pass with 3 frames, 10 with 4 (as `pagingsim policies` counts).
    expect(c.fifo).toEqual([600, 600, 450, 500, 5]);
    expect(c.lru).toEqual([600, 600, 500, 400, 5]);
    expect(c.opt).toEqual([600, 450, 301, 153, 5]);
    expect(c.anomalies.map((a) => [a.policy, a.frames, a.fewer, a.faults])).toEqual([
      ['fifo', 4, 450, 500],
      ['clock', 4, 450, 500],
    ]);
    expect(() => faultCurves(text, 0, 0)).toThrow('frames = 0 is not allowed: expected an integer in 1..=65536');
  });

  it('names P0’s pages in hex: the original numbers where renumbered, else the page itself', () => {
    const plain = hexPageNames(null);
    expect(plain.name(0, 1025)).toBe('0x401');
    expect(plain.name(1, 1025)).toBe('1025');
    expect(plain.title(0, 33550335)).toBe('page 0x1ffefff (33550335)');
    const wide = hexPageNames(new Map([[2, '0x7ffffffff']]));
    expect(wide.name(0, 2)).toBe('0x7ffffffff');
    expect(wide.title(0, 2)).toBe('page 0x7ffffffff (the lab’s page 2)');
    const t: TraceString = { ...DEFAULT_TRACE_STRING, pages: 'lab' };
    expect(pageNamesOf(t, head(WIDE, 4), IDLE_SCENARIO)).toBe(LAB_PAGE_NAMES);
    expect(pageNamesOf(null, head(WIDE, 4), IDLE_SCENARIO)).toBe(LAB_PAGE_NAMES);
    expect(pageNamesOf(DEFAULT_TRACE_STRING, head(WIDE, 4), IDLE_SCENARIO).name(0, 2)).toBe('0x7ffffffff');
  });

  it('renames the event’s own page in the narration, and nothing else', () => {
    const e = {
      kind: 'fault',
      pid: 0,
      index: 3,
      page: 1025,
      write: false,
      text: 'P0 faults on page 1025 (reference 10254).',
    } as unknown as SimEvent;
    expect(narrated(e, hexPageNames(null))).toBe('P0 faults on page 0x401 (reference 10254).');
    expect(narrated(e, LAB_PAGE_NAMES)).toBe(e.text);
    expect(narrated({ ...e, pid: 1 } as SimEvent, hexPageNames(null))).toBe(e.text);
  });

  it('asks which policy faults least on the whole trace, answered from the curves', () => {
    // The sample's counts at 9 frames (pagingsim policies --trace public/traces/matmul.lackey.gz --format lackey --k 1).
    const curves = { references: 1_097_804, k: 1, fifo: [0, 1043], lru: [0, 1335], opt: [0, 410], clock: [0, 854] };
    const q = fewestOnTrace(curves, 2);
    expect(q?.options).toEqual(['FIFO', 'LRU', 'Clock (k = 1)']);
    expect(q?.answer).toBe(2);
    expect(q?.why).toMatch(
      /^Faults with 2 frames: FIFO 1,043, LRU 1,335, Clock \(k = 1\) 854; OPT, which sees the future, 410\. LRU is not the best/,
    );
    expect(fewestOnTrace({ ...curves, lru: [0, 800] }, 2)?.answer).toBe(1);
    // A tie is said (the first of the tied is the answer).
    const tie = fewestOnTrace({ ...curves, fifo: [0, 854] }, 2);
    expect(tie?.answer).toBe(0);
    expect(tie?.why).toMatch(/ Clock \(k = 1\) ties with FIFO\./);
    expect(fewestOnTrace(curves, 3)).toBeNull();
  });

  it('cuts a whole trace’s faults axis at four times the most faults at the scenario’s frames', () => {
    const c = { frames: [1, 2, 3, 4], fifo: [900, 60, 20, 4], lru: [900, 50, 30, 4], opt: [900, 40, 10, 4], clock: [900, 55, 25, 4] };
    expect(cutAt(c as unknown as FaultCurves, 3)).toBe(120);
    // Frames beyond the chart: at half its width.
    expect(cutAt(c as unknown as FaultCurves, 9)).toBe(240);
  });
});
