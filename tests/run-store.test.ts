// The run store: one per open run, shared by whoever asks for the same
// scenarios (so a scenario runs once), its error in the core's words, and a
// run nobody shows stops playing.
import './core';
import { describe, expect, it } from 'vitest';
import { openRun, showRun } from '../src/sim/runStore';
import { presetById } from '../src/stages/registry';

const json = JSON.stringify(presetById('multics')!.state.scenario);

describe('the run store', () => {
  it('gives whoever asks for the same scenarios the same run', () => {
    const a = openRun([json]);
    const release = showRun(a);
    expect(openRun([json])).toBe(a);
    expect(a.get().snaps[0].step).toBe(0);
    expect(a.get().scenarios).toEqual([JSON.parse(json)]);
    release();
  });

  it('says why a scenario cannot be run, in the core’s words, and has no snapshot', () => {
    const bad = JSON.parse(json);
    bad.memory.frames = 0;
    const run = openRun([JSON.stringify(bad)]);
    expect(run.get().error).toMatch(/^memory\.frames = 0 is not allowed/);
    expect(run.get().snaps).toEqual([]);
  });

  it('stops playing once nobody shows it', () => {
    const run = openRun([json]);
    const release = showRun(run);
    run.togglePlay();
    expect(run.get().playing).toBe(true);
    release();
    expect(run.get().playing).toBe(false);
  });
});
