// A path through the stories: numbered steps in teaching order, each one
// story with its time in class (and, through the papers, the paper's
// experiment to go on to).
import { useMemo } from 'react';
import type { Preset } from '../../stages/preset';
import { presetById } from '../../stages/registry';
import { segments, termScope } from '../glossary/mark';
import { Segments } from '../glossary/Terms';
import { entryOf, type PathStep, pathMinutes } from './catalogue';
import { StoryGlyph } from './glyphs';
import { StoryLink } from './StoryLink';

interface Props {
  id: string;
  title: string;
  intro: string;
  steps: readonly PathStep[];
  onOpen: (p: Preset) => void;
}

export function Path({ id, title, intro, steps, onOpen }: Props) {
  return (
    <section className="path" data-path={id} aria-labelledby={`path-${id}`}>
      <h2 id={`path-${id}`}>
        {title}{' '}
        <span className="path-time">
          {steps.length} steps, about {pathMinutes(steps)} min
        </span>
      </h2>
      <p className="path-intro">{intro}</p>
      <ol className="path-steps">
        {steps.map((s, i) => (
          <Step key={s.preset} step={s} n={i + 1} onOpen={onOpen} />
        ))}
      </ol>
    </section>
  );
}

function Step({ step, n, onOpen }: { step: PathStep; n: number; onOpen: (p: Preset) => void }) {
  const preset = presetById(step.preset);
  const next = step.next ? presetById(step.next) : undefined;
  const name = useMemo(() => segments(step.name, termScope(preset?.paper)), [step.name, preset]);
  if (!preset) return null;
  return (
    <li className="path-step" data-path-step={step.preset}>
      <StoryLink preset={preset} onOpen={onOpen} className="step-link">
        <span className="step-number" aria-hidden="true">
          {n}
        </span>
        <StoryGlyph glyph={entryOf(preset).glyph} />
        <span className="step-name">
          <Segments parts={name} passive />
        </span>
        <span className="step-story">{preset.title}</span>
        <span className="step-time">{step.minutes} min</span>
      </StoryLink>
      {next && (
        <StoryLink preset={next} onOpen={onOpen} className="step-then" label={`Then its experiment: ${next.title}`}>
          then its experiment
        </StoryLink>
      )}
    </li>
  );
}
