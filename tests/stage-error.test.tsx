// Failure stays local: a stage that throws while drawing is replaced alone,
// by one line naming the stage and the error, with a way to reopen the
// story and a way back to the stories; the error and the link go to the
// console for a bug report.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StageErrorBoundary } from '../src/app/StageErrorBoundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error("Cannot read properties of undefined (reading 'class')");
}

describe('a stage that fails to draw', () => {
  it('is replaced alone by one line and two ways on; the console has the error and the link', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reopen = vi.fn();
    const stories = vi.fn();
    window.history.replaceState(null, '', '#preset=thrashing-2');
    render(
      <div>
        <header>Paging Lab</header>
        <StageErrorBoundary stage="Load control" shows="a1b2c3d4" onReopen={reopen} onStories={stories}>
          <Broken />
        </StageErrorBoundary>
      </div>,
    );
    expect(screen.getByText('Paging Lab')).toBeTruthy();
    expect(screen.getByTestId('stage-error').querySelector('p')?.textContent).toBe(
      "The Load control stage could not be drawn: Cannot read properties of undefined (reading 'class')",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reopen this story' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back to the stories' }));
    expect([reopen.mock.calls.length, stories.mock.calls.length]).toEqual([1, 1]);
    const report = logged.mock.calls.map((c) => String(c[0])).find((m) => m.startsWith('Paging Lab:'));
    expect(report).toMatch(/^Paging Lab: the Load control stage failed: Cannot read .*\nLink: .*#preset=thrashing-2$/);
    logged.mockRestore();
  });

  it('draws the next story afresh, and a stage that did not fail keeps its state when its scenario changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let mounts = 0;
    const Stage = ({ fail }: { fail: boolean }) => {
      const [mounted] = useState(() => ++mounts);
      if (fail) throw new Error('broken');
      return <p data-testid="stage">{mounted}</p>;
    };
    const at = (shows: string, fail: boolean) => (
      <StageErrorBoundary stage="Policies" shows={shows} onReopen={() => undefined} onStories={() => undefined}>
        <Stage fail={fail} />
      </StageErrorBoundary>
    );
    const { rerender } = render(at('aaaa', true));
    expect(screen.getByTestId('stage-error')).toBeTruthy();
    rerender(at('bbbb', false));
    const first = screen.getByTestId('stage').textContent;
    rerender(at('cccc', false));
    // The same mount: a new scenario is not a new stage.
    expect(screen.getByTestId('stage').textContent).toBe(first);
    vi.restoreAllMocks();
  });
});
