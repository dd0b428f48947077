// The story beside the stage: the preset's question, paper and citation,
// its explanation and what to watch — or, for a state of one's own, what
// the stage shows.
import { storyParts } from '../stages/preset';
import { presetById } from '../stages/presets';
import { STAGE_DEFS } from '../stages/registry';
import { useLab } from './lab';
import { Markdown } from './Markdown';

export function StoryPanel() {
  const { state } = useLab();
  const preset = state.preset ? presetById(state.preset) : undefined;
  const def = STAGE_DEFS[state.stage];
  const { about, watch } = storyParts(preset ? preset.text : def.about);
  const changed = preset && JSON.stringify(preset.state.scenario) !== JSON.stringify(state.scenario);
  return (
    <article className="story" data-testid="story">
      <h2>{preset ? preset.title : def.title}</h2>
      {preset && <p className="story-question">{preset.question}</p>}
      <p className="citation">{preset ? preset.citation : def.paper}</p>
      {changed && <p className="note">The scenario has changed since the story opened: what follows describes it as it was.</p>}
      <Markdown text={about} />
      {watch && (
        <section className="watch" aria-label="What to watch">
          <h3>What to watch</h3>
          <Markdown text={watch} />
        </section>
      )}
    </article>
  );
}
