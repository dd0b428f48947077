// The OSTEP homework mode: the same fields as the book's paging-policy.py,
// its output to the character, and the cache list animated access by access.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Transport } from '../../app/Transport';
import { useKeys } from '../../app/useKeys';
import { ComputationStatus } from '../../components/ComputationStatus';
import { useComputation } from '../../workers/useComputation';
import { usePolicyPlayer } from '../policies/usePolicyPlayer';
import { commandLine, type OstepForm, type OstepOutcome, ostepPolicies } from './types';

interface Props {
  form: OstepForm;
  onForm: (f: OstepForm) => void;
}

export function OstepPanel({ form, onForm }: Props) {
  const [draft, setDraft] = useState(form);
  useEffect(() => setDraft(form), [form]);
  // Up to 100,000 accesses and their cache lists: computed in the worker.
  const { state, cancel, retry } = useComputation<OstepOutcome>({ call: 'ostep', form: JSON.stringify(form) });
  const result = useMemo(
    (): { outcome: OstepOutcome } | { error: string } | null =>
      state?.status === 'done' ? { outcome: state.value } : state?.status === 'error' ? { error: state.message } : null,
    [state],
  );
  const accesses = result && 'outcome' in result ? result.outcome.accesses : [];
  // The accesses, one a step at the view's speed (the position is the view's step, which the link carries).
  const player = usePolicyPlayer(result ? accesses.length : null, 'access');
  const at = player.position;
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new result rewinds the animation to its start (a link's step kept the first time)
  useEffect(() => {
    if (result && !first.current) player.reset();
    if (result) first.current = false;
  }, [result]);
  // The keys step through the accesses once the answers are shown.
  useKeys(form.solve ? player : null);
  const set = (k: keyof OstepForm, v: string | boolean) => setDraft((d) => ({ ...d, [k]: v }));
  const text = (k: keyof OstepForm, flag: string, label: string) => (
    <label className="field" key={k}>
      <span>
        <code>{flag}</code> {label}
      </span>
      <input value={String(draft[k] ?? '')} onChange={(e) => set(k, e.target.value)} name={`ostep-${k}`} />
    </label>
  );
  const current = at > 0 ? accesses[at - 1] : null;
  const [left, right] = result && 'outcome' in result ? result.outcome.labels : ['', ''];

  return (
    <div className="ostep">
      <div className="ostep-form">
        <p className="muted">
          The paging-policy homework of <em>Operating Systems: Three Easy Pieces</em> (chapter “Beyond Physical Memory: Policies”), answered
          exactly as its simulator answers it — same flags, same random numbers, same output — and then animated.
        </p>
        <form
          className="scenario-form"
          onSubmit={(e) => {
            e.preventDefault();
            onForm(draft);
          }}
          aria-label="OSTEP homework options"
        >
          <fieldset>
            <legend>Options</legend>
            {text('addresses', '-a', 'pages, comma-separated (-1: generate)')}
            {text('numaddrs', '-n', 'how many to generate')}
            {text('maxpage', '-m', 'largest page + 1')}
            {text('seed', '-s', 'seed')}
          </fieldset>
          <fieldset>
            <legend>Policy</legend>
            <label className="field">
              <span>
                <code>-p</code> policy
              </span>
              <input list="ostep-policies" value={draft.policy} onChange={(e) => set('policy', e.target.value)} name="ostep-policy" />
              <datalist id="ostep-policies">
                {ostepPolicies().map((p) => (
                  <option key={p} value={p} />
                ))}
              </datalist>
            </label>
            {text('cachesize', '-C', 'cache size (pages)')}
            {text('clockbits', '-b', 'clock bits')}
            <label className="field check">
              <input type="checkbox" checked={draft.notrace} onChange={(e) => set('notrace', e.target.checked)} /> <code>-N</code> no trace
            </label>
            <label className="field check">
              <input type="checkbox" checked={draft.solve} onChange={(e) => set('solve', e.target.checked)} /> <code>-c</code> compute
              answers
            </label>
            <label className="field">
              <span>
                <code>-f</code> address file{' '}
                {draft.addressfile && (
                  <>
                    ({draft.addressfile}){' '}
                    <button type="button" onClick={() => setDraft((d) => ({ ...d, addressfile: '', file_text: null }))}>
                      remove
                    </button>
                  </>
                )}
              </span>
              <input
                type="file"
                aria-label="address file"
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) {
                    const t = await file.text();
                    setDraft((d) => ({ ...d, addressfile: file.name, file_text: t }));
                  }
                }}
              />
            </label>
          </fieldset>
          <div className="form-actions">
            <button type="submit" className="primary">
              Run
            </button>
            <code className="command" data-testid="ostep-command">
              {commandLine(draft)}
            </code>
          </div>
        </form>
      </div>
      <ComputationStatus state={state?.status === 'error' ? null : state} what="the homework's answer" cancel={cancel} retry={retry} />
      {result && 'error' in result && (
        <p role="alert" className="error">
          {result.error}
        </p>
      )}
      {result && 'outcome' in result && (
        <div className="ostep-run">
          {accesses.length > 0 && !form.solve && (
            <p className="note" data-testid="ostep-try">
              Work out each access — hit or miss, and the memory after it — then tick <code>-c</code> (compute answers) and Run to check,
              and to step through the accesses.
            </p>
          )}
          {accesses.length > 0 && form.solve && (
            <section className="ostep-anim" aria-label="Animation">
              <Transport player={player} />
              <ol className="cells ostep-tape" aria-label="Accesses">
                {accesses.map((a, i) => (
                  <li
                    key={i}
                    className={`cell${i < at ? ' past' : ''}${i === at - 1 ? ' cursor' : ''}${i < at && !a.hit ? ' faulted' : ''}`}
                  >
                    {a.page}
                  </li>
                ))}
              </ol>
              {current ? (
                <>
                  <p className="narration" data-testid="ostep-narration">
                    Access {at}: page {current.page} — {current.hit ? 'hit' : 'miss'}
                    {current.scans.length > 0 &&
                      `; the clock looked at ${current.scans.map(([p, c]) => `page ${p} (count ${c}${c > 0 ? ` → ${c - 1}` : ', victim'})`).join(', ')}`}
                    {current.victim !== null ? `; page ${current.victim} replaced.` : '.'} Hits {current.hits}, misses {current.misses}.
                  </p>
                  <div className="cache-row">
                    <span className="sr-only">Cache:</span>
                    <span className="cache-label">{left.trim()}</span>
                    {current.memory.map((p, i) => (
                      <span key={`${p}-${i}`} className={`cache-page${p === current.page ? (current.hit ? ' hit' : ' new') : ''}`}>
                        {p}
                        {result.outcome.accesses.length > 0 && form.policy === 'CLOCK' && <small>count {current.counts[i]}</small>}
                      </span>
                    ))}
                    <span className="cache-label">{right.trim()}</span>
                    {current.victim !== null && <span className="cache-page victim">{current.victim}</span>}
                  </div>
                </>
              ) : (
                <p className="narration">Press ▶ to make the first access.</p>
              )}
            </section>
          )}
          <h2 className="sr-only">Output</h2>
          <pre className="ostep-output" data-testid="ostep-output">
            {result.outcome.output}
          </pre>
          {result.outcome.exit_code !== 0 && <p className="muted">exit status {result.outcome.exit_code}</p>}
        </div>
      )}
    </div>
  );
}
