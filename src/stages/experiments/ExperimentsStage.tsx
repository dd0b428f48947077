// The papers' experiments on one screen: choose one and a seed; its question
// first (predict, then reveal), the run with its progress, then its figures
// and tables laid out for the experiment; each arm opens on its stage. Runs, results and predictions are
// kept outside the stage (src/workers/experiments.ts): a run goes on while
// the student visits other stages, and is here on return.
import { useEffect } from 'react';
import { useLab, useSlice } from '../../app/lab';
import { usePrediction } from '../../app/reveals';
import { withSlice } from '../../app/slices';
import { bare } from '../../scenario/url';
import { type Chosen, type Entry, experimentKey, runExperiment, useExperimentEntry } from '../../workers/experiments';
import { ArmLinks } from './ArmLinks';
import { Chooser } from './Chooser';
import { experimentDef } from './catalogue';
import { QuestionCard } from './QuestionCard';
import { experimentSlice } from './slice';
import type { Experiment } from './types';
import './experiments.css';

/** Whether the chosen experiment's question is answered or skipped (its story's findings are told then). */
export function useExperimentAnswered(): boolean {
  const [chosen] = useSlice(experimentSlice);
  const [{ choice, skipped }] = usePrediction(experimentKey(chosen));
  return choice !== null || skipped;
}

export function ExperimentsStage() {
  const { state, open } = useLab();
  const [chosen, setChosen] = useSlice(experimentSlice);
  const { name, seed } = chosen;
  const def = experimentDef(name);
  const entry = useExperimentEntry(chosen);
  const answered = useExperimentAnswered();
  // Choosing an experiment opens its story beside the stage, keeping the view and the seed.
  const choose = (next: string) => open(withSlice({ ...state, preset: experimentDef(next).preset }, experimentSlice, { name: next, seed }));
  const result = entry.run.status === 'done' ? entry.run.result : null;
  const revealed = result !== null && answered;
  useExperimentPlay(def, chosen, entry);
  return (
    <div className="experiments-stage" data-experiment={name} data-run-status={entry.run.status}>
      <Chooser
        key={`${name}#${seed}`}
        chosen={chosen}
        entry={entry}
        onChoose={choose}
        onSeed={(s) => setChosen({ ...chosen, seed: s })}
        onCase={(c) => setChosen(c === 1 ? { name, seed } : { name, seed, case: c })}
      />
      <QuestionCard experiment={def} chosen={chosen} entry={entry} />
      <ArmLinks chosen={chosen} />
      {entry.run.status === 'error' && (
        <p role="alert" className="error">
          {entry.run.message}
        </p>
      )}
      {revealed ? (
        <section className="exp-results" data-testid="experiment-results" aria-label="Results">
          {def.results(result)}
        </section>
      ) : (
        waiting(entry, answered) && <p className="muted exp-waiting">{waiting(entry, answered)}</p>
      )}
    </div>
  );
}

/**
 * An experiment plays by running: a link's autoplay starts it at once — as does an embed without controls, which
 * has no Run button. The embedding page is told when the run is done, and whether the prediction was right once the
 * run can say.
 */
function useExperimentPlay(def: Experiment, chosen: Chosen, entry: Entry) {
  const { play, playStarted, emit } = useLab();
  const [{ choice }] = usePrediction(experimentKey(chosen));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link's options apply once a visit, to the experiment it opens
  useEffect(() => {
    if (playStarted.current || !(play.autoplay || bare(play))) return;
    playStarted.current = true;
    if (entry.run.status === 'idle') runExperiment(chosen);
  }, []);
  const result = entry.run.status === 'done' ? entry.run.result : null;
  const answer = result && def.answer(result);
  const key = `${chosen.name}#${chosen.seed}#${chosen.case ?? 1}`;
  useEffect(() => {
    if (result) emit({ verb: 'completed' }, `completed ${key}`);
  }, [result, emit, key]);
  useEffect(() => {
    if (answer === null || answer === undefined || choice === null) return;
    const options = def.options();
    const response = options[choice];
    emit({ verb: 'answered', question: def.question, response, success: choice === answer }, `answered ${key}`);
  }, [answer, choice, def, emit, key]);
}

function waiting(entry: Entry, answered: boolean): string {
  switch (entry.run.status) {
    case 'running':
      return 'Running in the background: visit other stages if you like — the result will be here.';
    case 'done':
      return answered ? '' : 'Done: answer the question (or choose “just show the results”) to see the figures and tables.';
    case 'error':
      return '';
    default:
      return answered ? 'Press Run: the figures and tables appear here when the run is done.' : 'Predict, then press Run.';
  }
}
