// The learning events an embedded lab posts to its host page: the xAPI
// statements built for each (exact values), the story they name, and the
// conditions under which they are posted at all.
import { describe, expect, it, vi } from 'vitest';
import { type LearningEvent, MESSAGE_TYPE, postLearningEvent, type Story, statement, storyOf } from '../src/app/events';
import { DEFAULT_PLAY, type PlayOptions } from '../src/app/link';
import { presetById } from '../src/stages/registry';

const BASE = 'https://uni.example.edu/paging-lab/';
const story: Story = { link: `${BASE}#preset=belady`, title: 'Belady’s anomaly — 3 frames against 4' };
const object = {
  objectType: 'Activity',
  id: 'https://uni.example.edu/paging-lab/#preset=belady',
  definition: { name: { 'en-US': 'Belady’s anomaly — 3 frames against 4' }, type: 'http://adlnet.gov/expapi/activities/simulation' },
};

describe('the statements', () => {
  it('a prediction answered: ADL’s answered, whether it was right, the answer given, the question under the lab’s extension', () => {
    const event: LearningEvent = { verb: 'answered', question: 'Will FIFO fault more often?', response: 'More often', success: true };
    expect(statement(story, event)).toEqual({
      verb: { id: 'http://adlnet.gov/expapi/verbs/answered', display: { 'en-US': 'answered' } },
      object,
      result: { success: true, response: 'More often' },
      context: { extensions: { 'https://uni.example.edu/paging-lab/xapi/question': 'Will FIFO fault more often?' } },
    });
    expect(statement(story, { ...event, response: 'As often', success: false }).result).toEqual({ success: false, response: 'As often' });
  });

  it('a worksheet checked: ADL’s scored, the cells right out of all, passed only with none wrong or blank', () => {
    expect(statement(story, { verb: 'scored', right: 30, wrong: 3, blank: 15 })).toEqual({
      verb: { id: 'http://adlnet.gov/expapi/verbs/scored', display: { 'en-US': 'scored' } },
      object,
      result: { score: { raw: 30, min: 0, max: 48, scaled: 0.625 }, success: false, completion: false },
    });
    expect(statement(story, { verb: 'scored', right: 2, wrong: 1, blank: 0 }).result).toEqual({
      score: { raw: 2, min: 0, max: 3, scaled: 0.6667 },
      success: false,
      completion: true,
    });
    expect(statement(story, { verb: 'scored', right: 48, wrong: 0, blank: 0 }).result).toEqual({
      score: { raw: 48, min: 0, max: 48, scaled: 1 },
      success: true,
      completion: true,
    });
  });

  it('a story finished: ADL’s completed', () => {
    expect(statement(story, { verb: 'completed' })).toEqual({
      verb: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } },
      object,
      result: { completion: true },
    });
  });

  it('carry no actor, no timestamp and no id: the host adds who, the LRS when', () => {
    for (const event of [{ verb: 'completed' }, { verb: 'scored', right: 1, wrong: 0, blank: 0 }] as LearningEvent[]) {
      const s = statement(story, event) as unknown as Record<string, unknown>;
      expect(Object.keys(s).sort()).toEqual(['object', 'result', 'verb']);
    }
  });
});

describe('the story a statement names', () => {
  it('is the preset’s short link and title while only the view differs (the step, the speed a link set)', () => {
    const belady = presetById('belady')!.state;
    expect(storyOf(belady, BASE)).toEqual(story);
    expect(storyOf({ ...belady, view: { ...belady.view, step: 7, speed: 2 } }, BASE)).toEqual(story);
  });

  it('is the state’s own link, at its start, for a scenario the preset does not have', () => {
    const belady = presetById('belady')!.state;
    const mine = { ...belady, scenario: { ...belady.scenario, memory: { ...belady.scenario.memory, frames: 4 } } };
    const s = storyOf({ ...mine, view: { ...mine.view, step: 5 } }, BASE);
    expect(s.title).toBe('Belady’s anomaly — 3 frames against 4');
    expect(s.link).toMatch(/^https:\/\/uni\.example\.edu\/paging-lab\/#s=2\./);
    expect(storyOf(mine, BASE)).toEqual(s);
  });

  it('is the stage’s title for a state that is no story’s', () => {
    const belady = presetById('belady')!.state;
    expect(storyOf({ ...belady, preset: null }, BASE).title).toBe('Replacement policies and Belady’s anomaly');
  });
});

describe('posting', () => {
  const frame = () => {
    const parent = { postMessage: vi.fn() };
    return { win: { parent } as unknown as Window, parent };
  };
  const embedded: PlayOptions = { ...DEFAULT_PLAY, embed: true, host: 'https://lms.example.edu' };

  it('posts the statement to the host’s origin only, when embedded in a frame', () => {
    const { win, parent } = frame();
    expect(postLearningEvent(embedded, story, { verb: 'completed' }, win)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: MESSAGE_TYPE, statement: statement(story, { verb: 'completed' }) },
      'https://lms.example.edu',
    );
  });

  it('posts nothing without embed=1, without host=, or outside a frame', () => {
    const { win, parent } = frame();
    expect(postLearningEvent({ ...embedded, embed: false }, story, { verb: 'completed' }, win)).toBe(false);
    expect(postLearningEvent({ ...embedded, host: null }, story, { verb: 'completed' }, win)).toBe(false);
    const top = { postMessage: vi.fn() } as unknown as Window & { parent: Window };
    top.parent = top;
    expect(postLearningEvent(embedded, story, { verb: 'completed' }, top)).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(top.postMessage).not.toHaveBeenCalled();
  });
});
