// A story opened in a window under 1,100 px wide opens with its side panel
// folded (the stage needs the width); wider, as its state says.
import { afterEach, describe, expect, it } from 'vitest';
import { FOLDED_PX, foldOnNarrow } from '../src/app/narrow';
import { presetById } from '../src/stages/registry';

const widthOf = (px: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });

afterEach(() => {
  widthOf(1366);
});

describe('a story opened on a narrow window', () => {
  const story = presetById('belady')!.state;

  it('opens with its side panel folded below 1,100 px', () => {
    expect(story.view.panel).toBe('story');
    for (const px of [390, 768, 1024, FOLDED_PX - 1]) {
      widthOf(px);
      expect(foldOnNarrow(story).view.panel, `${px} px`).toBeNull();
    }
  });

  it('opens as its state says from 1,100 px on, and touches nothing else', () => {
    widthOf(FOLDED_PX);
    expect(foldOnNarrow(story)).toBe(story);
    widthOf(390);
    const folded = foldOnNarrow(story);
    expect({ ...folded, view: { ...folded.view, panel: story.view.panel } }).toEqual(story);
  });
});
