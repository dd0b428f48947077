// A frame of play re-renders only what shows the run: the run is a store of
// its own (src/sim/runStore.ts) read with selectors, and the lab's context
// holds no per-frame state. Each part is profiled (React's Profiler counts
// the commits it took part in) while the run moves one step, then while it
// steps back.
import './core';
import { act, cleanup, render } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '../src/app/Header';
import { LabProvider } from '../src/app/lab';
import { DEFAULT_PLAY } from '../src/app/link';
import { Narration } from '../src/app/Narration';
import { SidePanel } from '../src/app/SidePanel';
import type { RunStore } from '../src/sim/runStore';
import { useRunStore } from '../src/sim/useRun';
import { ClockStage } from '../src/stages/multics-clock/ClockStage';
import { presetById } from '../src/stages/registry';

afterEach(cleanup);

function counted() {
  const commits: Record<string, number> = {};
  const Part = ({ id, children }: { id: string; children: ReactNode }) => (
    <Profiler id={id} onRender={() => (commits[id] = (commits[id] ?? 0) + 1)}>
      {children}
    </Profiler>
  );
  return { commits, Part };
}

/** The multics story's lab with its parts profiled; the run store, to move it. */
function mount() {
  const { commits, Part } = counted();
  let store: RunStore | null = null;
  const Grab = () => {
    store = useRunStore();
    return null;
  };
  render(
    <LabProvider initial={presetById('multics')!.state} play={DEFAULT_PLAY} urlSync={false}>
      <Grab />
      <Part id="header">
        <Header onGallery={() => undefined} onHelp={() => undefined} onPresenter={() => undefined} />
      </Part>
      <Part id="side panel">
        <SidePanel />
      </Part>
      <Part id="narration">
        <Narration />
      </Part>
      <Part id="stage">
        <ClockStage />
      </Part>
    </LabProvider>,
  );
  for (const k of Object.keys(commits)) commits[k] = 0;
  return { commits, store: store! };
}

describe('a frame of play', () => {
  it('re-renders the stage and the narration, not the header or the side panel', () => {
    const { commits, store } = mount();
    act(() => store.step());
    expect(store.get().snaps[0].step).toBe(1);
    expect(commits).toEqual({ header: 0, 'side panel': 0, narration: 1, stage: 1 });
    // Back, the same.
    act(() => store.back());
    expect(commits).toEqual({ header: 0, 'side panel': 0, narration: 2, stage: 2 });
  });
});
