// The narration for a screen reader: every step announced when stepping by
// hand; during play the line it starts at, then the latest at most once a
// second, and the line play stopped at once it stops.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_MS, LiveLine } from '../src/components/LiveLine';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const line = (text: string, playing: boolean) => (
  <LiveLine text={text} playing={playing} className="narration" testId="n">
    {text}
  </LiveLine>
);
const announced = () => screen.getByTestId('n-announced').textContent;

describe('the narration’s live region', () => {
  it('announces every step made by hand', () => {
    const { rerender } = render(line('step 1', false));
    expect(announced()).toBe('step 1');
    rerender(line('step 2', false));
    expect(announced()).toBe('step 2');
    expect(screen.getByTestId('n').getAttribute('aria-live')).toBeNull();
    expect(screen.getByTestId('n-announced').getAttribute('aria-live')).toBe('polite');
  });

  it('during play, announces the latest line once a second, and the last when play stops', () => {
    const { rerender } = render(line('step 1', false));
    // Play starts at step 2: that line is announced, then none of the next 98 drawn.
    rerender(line('step 2', true));
    expect(announced()).toBe('step 2');
    for (let i = 3; i <= 100; i++) rerender(line(`step ${i}`, true));
    expect(screen.getByTestId('n').textContent).toBe('step 100');
    expect(announced()).toBe('step 2');
    act(() => void vi.advanceTimersByTime(ANNOUNCE_MS));
    expect(announced()).toBe('step 100');
    for (let i = 101; i <= 150; i++) rerender(line(`step ${i}`, true));
    act(() => void vi.advanceTimersByTime(ANNOUNCE_MS - 1));
    expect(announced()).toBe('step 100');
    rerender(line('step 150', false));
    expect(announced()).toBe('step 150');
  });
});
