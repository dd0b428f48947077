// Which curve the stage draws: a process's string, a typed one or a trace
// file (the lab's sample of a real program, or one opened from this
// computer: valgrind Lackey, CSV or text, plain or gzip), LRU or working
// set, how far, and the fault delay S. Presenting below a 4K width, how
// far and how it samples are the desk's: the chart's axis and title say them.
import { useLab } from '../../app/lab';
import { type CurveSettings, MAX_LINK_TEXT } from './settings';
import { TracePolicies } from './TracePolicies';

export function CurveSettingsBar({ settings, set }: { settings: CurveSettings; set: (p: Partial<CurveSettings>) => void }) {
  const { state } = useLab();
  const { source, text, policy, max, delay } = settings;
  return (
    <div className="curve-settings">
      <label className="field">
        <span>reference string</span>
        <select value={source} onChange={(e) => set({ source: e.target.value })}>
          {state.scenario.processes.map((_, p) => (
            <option key={p} value={String(p)}>
              process P{p} of the scenario
            </option>
          ))}
          <option value="typed">typed or pasted</option>
          <option value="trace">a trace file</option>
        </select>
      </label>
      {source === 'trace' && <TraceFileFields settings={settings} set={set} />}
      {source === 'trace' && <TracePolicies settings={settings} set={set} />}
      <label className="field">
        <span>curve</span>
        <select value={policy} onChange={(e) => set({ policy: e.target.value as 'lru' | 'ws' })}>
          <option value="lru">LRU: every memory size</option>
          <option value="ws">working set: every window</option>
        </select>
      </label>
      <label className="field desk-only">
        <span>{policy === 'lru' ? 'largest memory' : 'largest window'}</span>
        <input value={max} onChange={(e) => set({ max: e.target.value })} inputMode="numeric" />
      </label>
      {policy === 'lru' && (
        <label className="field desk-only">
          <span>sampling (auto, exact or R)</span>
          <input
            value={settings.sample_rate}
            onChange={(e) => set({ sample_rate: e.target.value })}
            aria-label="sample rate"
            title="auto: exact up to 20,000,000 references, sampled at R = 0.01 beyond; exact; or a rate R in 0.0001–1 (SHARDS)"
          />
        </label>
      )}
      {policy === 'lru' && settings.sample_rate !== 'exact' && (
        <label
          className="field desk-only"
          title="SHARDS_adj: the first bucket takes the expected count N·R less the references kept; off: the plain ratio"
        >
          <span>SHARDS_adj</span>
          <input
            type="checkbox"
            checked={settings.shards_adj !== 'no'}
            onChange={(e) => set({ shards_adj: e.target.checked ? 'yes' : 'no' })}
            aria-label="SHARDS_adj"
          />
        </label>
      )}
      <label className="field">
        <span>fault delay S (references)</span>
        <input value={delay} onChange={(e) => set({ delay: e.target.value })} inputMode="decimal" />
      </label>
      {source === 'typed' && (
        <label className="field wide">
          <span>pages (e.g. 3 7 7w 2)</span>
          <textarea rows={1} value={text} onChange={(e) => set({ text: e.target.value })} aria-label="reference string for the curves" />
          {text.length > MAX_LINK_TEXT && (
            <span className="muted" data-testid="text-not-in-link">
              {text.length.toLocaleString('en')} characters: too long for a link (at most {MAX_LINK_TEXT.toLocaleString('en')}); the link
              keeps the other settings.
            </span>
          )}
        </label>
      )}
    </div>
  );
}

/**
 * The trace file: its name, another to open, its format, page size and (Lackey) whether to leave out instruction
 * fetches — but its name, the desk's (presenter mode leaves them out).
 */
function TraceFileFields({ settings, set }: { settings: CurveSettings; set: (p: Partial<CurveSettings>) => void }) {
  const open = (file: File | undefined) => {
    if (!file) return;
    const format = /\.csv(\.gz)?$/i.test(file.name) ? 'csv' : /lackey|\.out(\.gz)?$/i.test(file.name) ? 'lackey' : settings.trace_format;
    set({ trace_url: URL.createObjectURL(file), trace_name: file.name, trace_format: format });
  };
  return (
    <>
      <label className="field wide">
        <span>trace file</span>
        <span className="trace-name" data-testid="trace-name">
          {settings.trace_name}
        </span>
        <input type="file" className="desk-only" aria-label="open a trace file" onChange={(e) => open(e.target.files?.[0])} />
      </label>
      <label className="field desk-only">
        <span>format</span>
        <select value={settings.trace_format} onChange={(e) => set({ trace_format: e.target.value })}>
          <option value="lackey">valgrind Lackey</option>
          <option value="csv">CSV (page or address)</option>
          <option value="text">text (page numbers)</option>
        </select>
      </label>
      <label className="field desk-only">
        <span>page size (bytes)</span>
        <input value={settings.page_size} onChange={(e) => set({ page_size: e.target.value })} inputMode="numeric" />
      </label>
      {settings.trace_format === 'lackey' && (
        <label className="field desk-only">
          <span>data only</span>
          <input
            type="checkbox"
            checked={settings.data_only === 'yes'}
            onChange={(e) => set({ data_only: e.target.checked ? 'yes' : 'no' })}
          />
        </label>
      )}
    </>
  );
}
