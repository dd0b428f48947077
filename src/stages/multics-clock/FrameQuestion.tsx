// The story's own question over the frame table (storyQuestions.ts), asked
// of the run on screen and answered by running it: answering tells the
// story's findings. Once answered the box keeps to part of the panel, so it
// shows the verdict from its first line (the question above it, a scroll
// away).
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useLab } from '../../app/lab';
import { predictionId } from '../../app/reveals';
import { Predict, predictionKey } from '../../components/Predict';
import { usePageNames } from '../../viz/pageNames';
import { STORY_QUESTIONS } from './storyQuestions';

export function FrameQuestion() {
  const { state, json } = useLab();
  const names = usePageNames();
  const box = useRef<HTMLDivElement>(null);
  const ask = state.preset ? STORY_QUESTIONS[state.preset] : undefined;
  const question = useMemo(() => ask?.(json, names) ?? null, [ask, json, names]);
  const made = question ? state.predicted?.[predictionId(predictionKey(question))] : undefined;
  useLayoutEffect(() => {
    const verdict = box.current?.querySelector('[data-testid="predict-verdict"]');
    if (made !== undefined && box.current && verdict)
      box.current.scrollTop += verdict.getBoundingClientRect().top - box.current.getBoundingClientRect().top;
  }, [made]);
  if (!question) return null;
  return (
    <div className="frame-question" ref={box}>
      <Predict key={question.question + question.why} p={question} reveals>
        {null}
      </Predict>
    </div>
  );
}
