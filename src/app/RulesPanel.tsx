// "Rules used": every convention the stage's run follows, in words; the
// switchable ones are scenario fields, so a choice here changes the run and
// the link (the position in the run is kept where the run allows).
import { useMemo } from 'react';
import { Predict } from '../components/Predict';
import { useLab } from './lab';
import { type Rule, rulesFor, ruleValue, withRule } from './rules';
import { newPageQuestion } from './rulesQuestion';

export function RulesPanel() {
  const { state, open } = useLab();
  const rules = rulesFor(state.stage, state.scenario);
  const question = useMemo(() => (state.stage === 'policies' ? newPageQuestion(state.scenario) : null), [state.stage, state.scenario]);
  return (
    <div className="rules-panel">
      <p className="muted">
        The conventions this run follows. Where textbooks differ, the choice is yours: it changes the run and the link.
      </p>
      {question && (
        <Predict key={question.question + question.why} p={question}>
          <p className="muted">Switch the new page’s usage bit below to see the other run.</p>
        </Predict>
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

function RuleText({
  rule,
  onChoose,
}: {
  rule: Rule;
  onChoose: (path: NonNullable<Rule['switch']>['path'], value: string | boolean) => void;
}) {
  const { state } = useLab();
  const sw = rule.switch;
  if (!sw) return <span>{rule.text}</span>;
  const value = ruleValue(state.scenario, sw);
  const index = sw.choices.findIndex(([v]) => v === value);
  return (
    <label className="rule-switch">
      <span>{rule.text}</span>{' '}
      <select
        value={String(Math.max(0, index))}
        onChange={(e) => onChoose(sw.path, sw.choices[Number(e.target.value)][0])}
        data-testid={`rule-switch-${rule.id}`}
      >
        {sw.choices.map(([v, label], i) => (
          <option key={String(v)} value={String(i)}>
            {label}
          </option>
        ))}
      </select>
      <code className="rule-path">{sw.path}</code>
    </label>
  );
}
