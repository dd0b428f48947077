// "Rules used": every convention the stage's run follows, in words; the
// switchable ones are scenario fields, so a choice here changes the run and
// the link (the position in the run is kept where the run allows).
import { useMemo } from 'react';
import { Predict } from '../components/Predict';
import { presetById } from '../stages/registry';
import { useLab } from './lab';
import { type Rule, type RuleValue, rulesFor, ruleValue, withRule } from './rules';
import { type QuestionRule, ruleQuestion } from './rulesQuestion';
import type { StageId } from './state';

/** The stages that run several processes, where global against local replacement is asked. */
const MULTIPROGRAMMED: StageId[] = ['load-leveler', 'psi-scheduler', 'measurement', 'multics-clock'];

export function RulesPanel() {
  const { state, open } = useLab();
  const rules = rulesFor(state.stage, state.scenario);
  // Each question with the hint that follows its answer; the one on the story's own convention is the story's question.
  const story = state.preset ? presetById(state.preset) : undefined;
  const questions = useMemo(() => {
    const asked: [QuestionRule, string][] =
      state.stage === 'policies'
        ? [
            ['memory.new_page_usage', 'Switch the new page’s usage bit below to see the other run.'],
            ['memory.modified_chance', 'Switch the modified bit’s rule below to see the other run.'],
          ]
        : MULTIPROGRAMMED.includes(state.stage)
          ? [['memory.replacement', 'Switch whose page the pointer may take below.']]
          : [];
    return asked.map(([path, hint]) => ({ path, hint, q: ruleQuestion(path, state.scenario) }));
  }, [state.stage, state.scenario]);
  return (
    <div className="rules-panel">
      <p className="muted">
        The conventions this run follows. Where textbooks differ, the choice is yours: it changes the run and the link.
      </p>
      {questions.map(
        ({ path, hint, q }) =>
          q && (
            <Predict key={q.question + q.why} p={q} reveals={story?.stage === state.stage && story.rule === path}>
              <p className="muted">{hint}</p>
            </Predict>
          ),
      )}
      <ol className="rules-list">
        {rules.map((rule) => (
          <li key={rule.id} data-testid={`rule-${rule.id}`}>
            <RuleText rule={rule} onChoose={(path, value) => open({ ...state, scenario: withRule(state.scenario, path, value) })} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function RuleText({ rule, onChoose }: { rule: Rule; onChoose: (path: NonNullable<Rule['switch']>['path'], value: RuleValue) => void }) {
  const { state } = useLab();
  const sw = rule.switch;
  if (!sw) return <span>{rule.text}</span>;
  const value = ruleValue(state.scenario, sw);
  // A value the list does not offer (a frame beyond its first 64, set in the Scenario tab) is shown as it is.
  const choices: typeof sw.choices = sw.choices.some(([v]) => v === value) ? sw.choices : [...sw.choices, [value, `frame ${value}`]];
  const index = choices.findIndex(([v]) => v === value);
  return (
    <label className="rule-switch">
      <span>{rule.text}</span>{' '}
      <select
        value={String(index)}
        onChange={(e) => onChoose(sw.path, choices[Number(e.target.value)][0])}
        data-testid={`rule-switch-${rule.id}`}
      >
        {choices.map(([v, label], i) => (
          <option key={String(v)} value={String(i)}>
            {label}
          </option>
        ))}
      </select>
      <code className="rule-path">{sw.path}</code>
    </label>
  );
}
