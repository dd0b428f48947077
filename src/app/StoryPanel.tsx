// The story beside the stage: the preset's question, paper and citation,
// its explanation, what the run shows (once the stage's question is
// answered or skipped) and what to watch — or, for a state of one's own,
// what the stage shows.
import type { StageDef } from '../stages/define';
import { withoutDecisions } from '../stages/load-leveler/controller';
import { storyParts } from '../stages/preset';
import { presetById, STAGE_DEFS } from '../stages/registry';
import { useLab } from './lab';
import { Markdown } from './Markdown';
import { useRevealed } from './reveals';

export function StoryPanel() {
  const { state } = useLab();
  // Keyed by the stage: the stage's own hook (whether its question is answered) belongs to it.
  return <Story key={state.stage} def={STAGE_DEFS[state.stage]} />;
}

function Story({ def }: { def: StageDef }) {
  const { state } = useLab();
  const preset = state.preset ? presetById(state.preset) : undefined;
  // A story belongs to its own stage; on another, the stage tells what it shows.
  const story = preset && preset.stage === state.stage ? preset : undefined;
  const { about, shows, watch } = storyParts(story ? story.text : def.about);
  const stageAnswered = def.useStoryAnswered();
  const answered = useRevealed(story?.id ?? null) || stageAnswered;
  // A load-controller game's decisions are the student's play, not a change of scenario.
  const changed = story && def.sim && JSON.stringify(story.state.scenario) !== JSON.stringify(withoutDecisions(state.scenario));
  return (
    <article className="story" data-testid="story">
      <h2>{story ? story.title : def.title}</h2>
      {story && <p className="story-question">{story.question}</p>}
      <p className="citation">{story ? story.citation : def.paper}</p>
      {changed && <p className="note">The scenario has changed since the story opened: what follows describes it as it was.</p>}
      <Markdown text={about} />
      {watch && (
        <section className="watch" aria-label="What to watch">
          <h3>What to watch</h3>
          <Markdown text={watch} />
        </section>
      )}
      {shows &&
        (answered ? (
          <section className="shows" aria-label="What the run shows" data-testid="story-shows">
            <h3>What the run shows</h3>
            <Markdown text={shows} />
          </section>
        ) : (
          <p className="muted shows-later" data-testid="story-shows-later">
            What the run shows is told here once you have{' '}
            {def.revealedWhen ?? 'answered the stage’s question (or chosen to see the results)'}.
          </p>
        ))}
    </article>
  );
}
