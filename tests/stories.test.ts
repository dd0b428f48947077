// The stories' Markdown: what the run shows (told once the story's question
// is answered) is split out wherever its section stands, and the sentences
// that give a question's answer away stand in it — never in the explanation
// or in what to watch, which are shown before the answer.
import { describe, expect, it } from 'vitest';
import { storyParts } from '../src/stages/preset';
import { presetById } from '../src/stages/registry';

describe('a story’s parts', () => {
  it('split the findings out in either order', () => {
    const parts = { about: 'About.', shows: 'Shows.', watch: 'Watch.' };
    expect(storyParts('About.\n\n## What the run shows\n\nShows.\n\n## What to watch\n\nWatch.\n')).toEqual(parts);
    expect(storyParts('About.\n\n## What to watch\n\nWatch.\n\n## What the run shows\n\nShows.\n')).toEqual(parts);
    expect(storyParts('About only.')).toEqual({ about: 'About only.', shows: '', watch: '' });
  });

  // Each story's giveaway: the sentence that answers its question.
  const GIVEAWAYS: [string, RegExp][] = [
    ['corbato-k', /faults halve from k = 0/],
    ['lru-loop', /OPT faults 8 times|fall off a cliff at 5/],
    ['multics', /22 are on: 51 %, about\s+half/],
    ['second-chance', /comes\s+back to page 1/],
    ['fifo-clock', /12 faults each/],
    ['head-readings', /A faults 35 times, B 37/],
    ['corbato-tables', /Fault service is least at k = 1 in every seed/],
    ['nishigaki-owe-sweep', /12\.2–19\.1 % higher/],
    ['bard-psi-estimate', /the further Ψs\s+falls below Ψs\*/],
    ['lifetime-knee', /1 below eight frames and 30 at eight/],
    ['bard-regression', /R² = 0\.993–0\.995/],
    ['bard-lab', /takes\s+page I\/O, then problem state, and stops/],
  ];

  it('keep each giveaway among the findings, out of what is shown before the answer', () => {
    for (const [id, giveaway] of GIVEAWAYS) {
      const { about, shows, watch } = storyParts(presetById(id)!.text);
      expect(shows, id).toMatch(giveaway);
      expect(about, id).not.toMatch(giveaway);
      expect(watch, id).not.toMatch(giveaway);
    }
  });
});
