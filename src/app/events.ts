// The lab's learning events, for the page that embeds it (a slide, an LMS
// page, an H5P wrapper): a prediction answered, right or wrong; a worksheet
// checked, with its score; a story finished — its run reached the end.
// Each is an xAPI statement (ADL's verbs; the object is the link of the
// story the page embedded, as it embedded it) without an actor: the lab knows nobody, the host page adds who is
// logged in (and, if it wants, the timestamp, which an LRS otherwise sets
// on receipt). The lab posts them with postMessage only when it is
// embedded (embed=1, inside a frame) and its link names the host page's
// origin (host=…): the browser then delivers each message to that origin
// alone — never to another page that might have framed the lab, or that
// its frame was navigated to. Without host= the lab posts nothing.
import { DEFAULT_PLAY, type PlayOptions } from '../scenario/url';
import { linkStages, stageDef } from '../stages/lookup';
import type { LabState } from './state';
import { linkHash } from './useUrlSync';

/** The `type` of every message the lab posts: `{ type, statement }`. */
export const MESSAGE_TYPE = 'paging-lab:xapi';

/** ADL's verbs (http://adlnet.gov/expapi/verbs/). */
export const VERBS = {
  answered: 'http://adlnet.gov/expapi/verbs/answered',
  scored: 'http://adlnet.gov/expapi/verbs/scored',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
} as const;

/** A story as the statements name it: its link (the object's id) and its title. */
export interface Story {
  link: string;
  title: string;
}

/** What happened, in the lab's words. */
export type LearningEvent =
  /** A question answered: the question, the answer given (in words) and whether it was right. */
  | { verb: 'answered'; question: string; response: string; success: boolean }
  /** A worksheet checked: its cells right, wrong and left blank. */
  | { verb: 'scored'; right: number; wrong: number; blank: number }
  /** The story's run reached its end. */
  | { verb: 'completed' };

type Lang = { 'en-US': string };

export interface Statement {
  verb: { id: string; display: Lang };
  object: { objectType: 'Activity'; id: string; definition: { name: Lang; type: string } };
  result: {
    success?: boolean;
    completion?: boolean;
    response?: string;
    score?: { raw: number; min: number; max: number; scaled: number };
  };
  context?: { extensions: Record<string, string> };
}

/** ADL's activity type for an interactive simulation: a story of the lab. */
export const SIMULATION = 'http://adlnet.gov/expapi/activities/simulation';

/** The extension that carries an answered question's text: an IRI under the lab's own address. */
export const questionExtension = (story: Story) => new URL('xapi/question', story.link).href;

/** The xAPI statement of `event` in `story` (no actor, no timestamp: the host's to add). */
export function statement(story: Story, event: LearningEvent): Statement {
  const base = {
    verb: { id: VERBS[event.verb], display: { 'en-US': event.verb } },
    object: { objectType: 'Activity' as const, id: story.link, definition: { name: { 'en-US': story.title }, type: SIMULATION } },
  };
  switch (event.verb) {
    case 'answered':
      return {
        ...base,
        result: { success: event.success, response: event.response },
        context: { extensions: { [questionExtension(story)]: event.question } },
      };
    case 'scored': {
      const max = event.right + event.wrong + event.blank;
      return {
        ...base,
        result: {
          score: { raw: event.right, min: 0, max, scaled: max > 0 ? Math.round((event.right / max) * 10000) / 10000 : 0 },
          success: event.wrong === 0 && event.blank === 0,
          completion: event.blank === 0,
        },
      };
    }
    case 'completed':
      return { ...base, result: { completion: true } };
  }
}

/**
 * The story on screen: its link absolute on `base` (the lab's address
 * without its fragment) — the preset's short link while nothing but the
 * view differs from the preset (the step, the speed), otherwise the state's
 * link at its start — and its title (the preset's; the stage's for a state
 * that is no story's).
 */
export function storyOf(state: LabState, base: string): Story {
  const def = stageDef(state.stage);
  const preset = state.preset ? def.presets.find((p) => p.id === state.preset) : undefined;
  const opened = state.preset ? linkStages().preset(state.preset) : undefined;
  const hash = opened ? linkHash({ ...state, view: opened.view }, opened.view.step, DEFAULT_PLAY) : linkHash(state, 0, DEFAULT_PLAY);
  return { link: `${base}#${hash}`, title: preset?.title ?? def.title };
}

/** Posts `event` to the embedding page, when the lab is embedded and its link names the host; says whether it did. */
export function postLearningEvent(play: PlayOptions, story: Story, event: LearningEvent, from: Window = window): boolean {
  if (!play.embed || play.host === null || from.parent === from) return false;
  from.parent.postMessage({ type: MESSAGE_TYPE, statement: statement(story, event) }, play.host);
  return true;
}
