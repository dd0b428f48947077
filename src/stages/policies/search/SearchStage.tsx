// The policies stage's second picture: find a counterexample. The search
// runs in the compute worker (with Cancel) whenever the settings change;
// its answer stays behind a prediction, then opens side by side at the
// first divergence.
import { useMemo } from 'react';
import { useSlice } from '../../../app/lab';
import { usePrediction } from '../../../app/reveals';
import { ComputationStatus } from '../../../components/ComputationStatus';
import { Predict, type Prediction, predictionKey } from '../../../components/Predict';
import type { SearchAnswer } from '../../../wasm/types/core';
import { useComputation } from '../../../workers/useComputation';
import { searchSlice } from '../slice';
import { Counterexample } from './Counterexample';
import { PoliciesPanes } from './PoliciesPanes';
import { searchQuestion } from './question';
import { SearchForm } from './SearchForm';
import { questionOf, type SearchSettings } from './settings';
import './search.css';

export function SearchStage() {
  const [s, setSearch] = useSlice(searchSlice);
  const set = (p: Partial<SearchSettings>) => setSearch({ ...s, ...p });
  const question = JSON.stringify(questionOf(s));
  const request = useMemo(() => ({ call: 'search' as const, question }), [question]);
  const { state: computation, cancel, retry } = useComputation<SearchAnswer>(request);
  const found = computation?.status === 'done' ? computation.value : null;
  const p = found && !found.exhausted ? searchQuestion(s, found) : null;
  return (
    // Inside .policies-stage for the tables' styles; laid out as its own grid.
    <div className="policies-stage search-host">
      <div className="search-stage">
        <div className="search-side">
          <PoliciesPanes />
          <SearchForm s={s} set={set} />
          {p && (
            <Predict key={p.question + p.why} p={p} reveals>
              {null}
            </Predict>
          )}
        </div>
        <section className="search-result" aria-label="The search's answer" data-testid="search-result">
          <ComputationStatus state={computation} what="the shortest counterexample" cancel={cancel} retry={retry} />
          {found?.exhausted && <Exhausted found={found} />}
          {found && p && <Revealed p={p} s={s} found={found} />}
        </section>
      </div>
    </div>
  );
}

/** The answer, once the question beside it is answered or skipped. */
function Revealed({ p, s, found }: { p: Prediction; s: SearchSettings; found: SearchAnswer }) {
  const [{ choice, skipped }] = usePrediction(predictionKey(p));
  if (choice === null && !skipped) {
    return <p className="muted">The answer is shown once you predict (or choose to just see it).</p>;
  }
  return found.string ? (
    <>
      <p className="search-found" data-testid="search-string">
        Found: <b>{found.string.join(' ')}</b> ({found.string.length} references)
      </p>
      <Counterexample s={s} found={found} />
    </>
  ) : (
    <p className="search-found" data-testid="search-none">
      None: no string of at most {s.max_length} references over at most {s.pages} pages.
    </p>
  );
}

function Exhausted({ found }: { found: SearchAnswer }) {
  return (
    <p role="status" className="note" data-testid="search-exhausted">
      The search stopped after {found.nodes.toLocaleString('en')} references simulated, its budget: no counterexample of {found.searched}{' '}
      references or fewer; longer strings were not all tried. Allow fewer pages or references, or use{' '}
      <code>pagingsim search … --budget N</code>.
    </p>
  );
}
