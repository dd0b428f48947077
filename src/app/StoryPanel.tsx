// The story beside the stage: the preset's question, paper and citation,
// its explanation, what the run shows (once the stage's question is
// answered or skipped) and what to watch — or, for a state of one's own,
// what the stage shows. A story's numbers are its own run's: when the
// scenario on screen is no longer the story's, the panel says what is shown
// and keeps the story folded, marked as told for its own string. The
// glossary's terms are marked where the story first uses them, in reading
// order: title, question, explanation, what to watch, what the run shows.
import { useMemo } from 'react';
import { useRun } from '../sim/useRun';
import type { StageDef } from '../stages/define';
import { storyParts } from '../stages/preset';
import { STAGE_DEFS } from '../stages/registry';
import { type Segment, segments, termScope } from './glossary/mark';
import { Segments } from './glossary/Terms';
import { useLab } from './lab';
import { Markdown, markdownHtml } from './Markdown';
import { typedString } from './ownString';
import { useRevealed } from './reveals';
import type { LabState } from './state';
import { isStoryRun, OWN_STRING_STAGES, shownTitle, storyOf } from './storyRun';

export function StoryPanel() {
  const { state } = useLab();
  // Keyed by the stage: the stage's own hook (whether its question is answered) belongs to it.
  return <Story key={state.stage} def={STAGE_DEFS[state.stage]} />;
}

/** A story's texts with the glossary's terms marked where first met. */
interface Marked {
  title: Segment[];
  question: Segment[] | null;
  about: string;
  watch: string | null;
  shows: string | null;
}

function useMarked(text: string, title: string, paper: string, question: string | null): Marked {
  return useMemo(() => {
    const { about, shows, watch } = storyParts(text);
    const scope = termScope(paper);
    return {
      title: segments(title, scope),
      question: question === null ? null : segments(question, scope),
      about: markdownHtml(about, scope),
      watch: watch ? markdownHtml(watch, scope) : null,
      shows: shows ? markdownHtml(shows, scope) : null,
    };
  }, [text, title, paper, question]);
}

function Story({ def }: { def: StageDef }) {
  const { state, open } = useLab();
  const story = storyOf(state);
  const marked = useMarked(
    story ? story.text : def.about,
    story ? story.title : def.title,
    story ? story.paper : def.paper,
    story?.question ?? null,
  );
  const stageAnswered = def.useStoryAnswered();
  const answered = useRevealed(story?.id ?? null) || stageAnswered;
  const question = marked.question && (
    <p className="story-question">
      <Segments parts={marked.question} />
    </p>
  );
  const told = <Told marked={marked} answered={answered} def={def} />;
  if (story && !isStoryRun(story, state)) {
    return (
      <article className="story" data-testid="story">
        <h2>{shownTitle(state).title}</h2>
        <Shown state={state} changed />
        <details className="story-aside" data-testid="story-aside">
          <summary>
            The story “{story.title}”, told for {ownRunOf(story.state)}: its numbers are that run’s, not this one’s
          </summary>
          {question}
          <p className="citation">{story.citation}</p>
          {told}
        </details>
        <button type="button" onClick={() => open(story.state)}>
          Back to the story’s {typedString(story.state.scenario) !== null && !story.state.trace ? 'string' : 'scenario'}
        </button>
      </article>
    );
  }
  return (
    <article className="story" data-testid="story">
      <h2>{story ? <Segments parts={marked.title} /> : shownTitle(state).title}</h2>
      {question}
      <p className="citation">{story ? story.citation : def.paper}</p>
      {!story && <Shown state={state} changed={false} />}
      {told}
    </article>
  );
}

/** A story's explanation, what to watch, and what the run shows once its question is answered. */
function Told({ marked, answered, def }: { marked: Marked; answered: boolean; def: StageDef }) {
  const { about, shows, watch } = marked;
  return (
    <>
      <Markdown html={about} />
      {watch && (
        <section className="watch" aria-label="What to watch">
          <h3>What to watch</h3>
          <Markdown html={watch} />
        </section>
      )}
      {shows &&
        (answered ? (
          <section className="shows" aria-label="What the run shows" data-testid="story-shows">
            <h3>What the run shows</h3>
            <Markdown html={shows} />
          </section>
        ) : (
          <p className="muted shows-later" data-testid="story-shows-later">
            What the run shows is told here once you have{' '}
            {def.revealedWhen ?? 'answered the stage’s question (or chosen to see the results)'}.
          </p>
        ))}
    </>
  );
}

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** A story's own run, in words: its string and frames, or its scenario. */
function ownRunOf(s: LabState): string {
  const text = s.trace ? null : typedString(s.scenario);
  return text === null ? 'its own scenario' : `its own string, ${text} in ${plural(s.scenario.memory.frames, 'frame')}`;
}

/** The string on screen, with the run's own numbers; `changed`: in place of a story's run (else said only for a typed string). */
function Shown({ state, changed }: { state: LabState; changed: boolean }) {
  const references = useRun((r) => r.traces[0]?.[0]?.pages.length ?? null);
  const text = state.trace ? null : typedString(state.scenario);
  if (!OWN_STRING_STAGES.includes(state.stage) || text === null || references === null) {
    return changed ? (
      <p className="note" data-testid="story-shown">
        The scenario has changed since the story opened; the story below is told for its own.
      </p>
    ) : null;
  }
  const { frames, k, pool_n, first_time } = state.scenario.memory;
  const size = `${plural(references, 'reference')} in ${plural(frames, 'frame')}`;
  const textbook = pool_n === 0 && !first_time && state.scenario.drum === null;
  return (
    <p className="note" data-testid="story-shown">
      {state.stage === 'policies'
        ? `FIFO, LRU, OPT and the clock (k = ${k}) on this string: ${size}. Each table’s faults row counts as you step; End (⇥|) goes to the end of the string.`
        : `The clock with k = ${k} on this string: ${size}${textbook ? ' — the textbook clock, without the free pool, the first-time switch or the drum (the Scenario panel adds them)' : ''}. End (⇥|) goes to the end of the run.`}
    </p>
  );
}
