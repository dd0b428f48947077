// "Rules used": every convention the stage's run follows, in words; the
// switchable ones are scenario fields, so a choice here changes the run and
// the link (the position in the run is kept where the run allows).
import { useMemo } from 'react';
import { Predict, type Prediction } from '../components/Predict';
import { useLab } from './lab';
import { type Rule, type RuleValue, rulesFor, ruleValue, withRule } from './rules';
import { localQuestion, newPageQuestion, secondChanceQuestion } from './rulesQuestion';
import type { StageId } from './state';

/** The stages that run several processes, where global against local replacement is asked. */
const MULTIPROGRAMMED: StageId[] = ['load-leveler', 'psi-scheduler', 'measurement', 'multics-clock'];

export function RulesPanel() {
  const { state, open } = useLab();
  const rules = rulesFor(state.stage, state.scenario);
  // Each question with the hint that follows its answer.
  const questions = useMemo((): [Prediction | null, string][] => {
    const s = state.scenario;
    if (state.stage === 'policies')
      return [
        [newPageQuestion(s), 'Switch the new page’s usage bit below to see the other run.'],
        [secondChanceQuestion(s), 'Switch the modified bit’s rule below to see the other run.'],
      ];
    if (MULTIPROGRAMMED.includes(state.stage)) return [[localQuestion(s), 'Switch whose page the pointer may take below.']];
    return [];
  }, [state.stage, state.scenario]);
  return (
    <div className="rules-panel">
      <p className="muted">
        The conventions this run follows. Where textbooks differ, the choice is yours: it changes the run and the link.
      </p>
      {questions.map(
        ([q, hint]) =>
          q && (
            <Predict key={q.question + q.why} p={q}>
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
