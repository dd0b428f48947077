// The gallery's filters: by kind (buttons, each with its count), by topic
// and by paper (menus), and how many stories they leave, announced as it
// changes. The choice is kept while the page is open, so the gallery
// reopens as it was left.
import { useState } from 'react';
import type { Preset } from '../../stages/preset';
import { forgetOnFreshStart } from '../pageLifetime';
import { entryOf, KINDS, type KindId, OTHER_SOURCES, PAPERS, papersOf, TOPICS, type TopicId } from './catalogue';

export interface Filter {
  kind: KindId | null;
  topic: TopicId | null;
  paper: string | null;
}

export const NO_FILTER: Filter = { kind: null, topic: null, paper: null };

/** Whether a story passes the filter (a field left null passes all). */
export function passes(p: Preset, f: Filter): boolean {
  const e = entryOf(p);
  return (
    (f.kind === null || e.kind === f.kind) &&
    (f.topic === null || e.topic === f.topic) &&
    (f.paper === null || papersOf(p).includes(f.paper))
  );
}

let remembered = NO_FILTER;
forgetOnFreshStart(() => {
  remembered = NO_FILTER;
});

/** The gallery's filter, as it was last left while the page is open. */
export function useFilter(): [Filter, (f: Filter) => void] {
  const [filter, setFilter] = useState(remembered);
  return [
    filter,
    (f) => {
      remembered = f;
      setFilter(f);
    },
  ];
}

interface Props {
  stories: readonly Preset[];
  filter: Filter;
  onChange: (f: Filter) => void;
}

export function Filters({ stories, filter, onChange }: Props) {
  const count = (f: Filter) => stories.filter((p) => passes(p, f)).length;
  const shown = count(filter);
  const set = (patch: Partial<Filter>) => onChange({ ...filter, ...patch });
  const filtered = filter.kind !== null || filter.topic !== null || filter.paper !== null;
  return (
    <div className="gallery-filters">
      <fieldset className="kind-filter">
        <legend>Kind</legend>
        {[{ id: null, label: 'All kinds' }, ...KINDS].map((k) => (
          <button
            key={k.label}
            type="button"
            aria-pressed={filter.kind === k.id}
            title={'what' in k ? k.what : undefined}
            onClick={() => set({ kind: k.id })}
          >
            {k.label} <span className="count">{count({ ...filter, kind: k.id })}</span>
          </button>
        ))}
      </fieldset>
      <label>
        Topic{' '}
        <select value={filter.topic ?? ''} onChange={(e) => set({ topic: (e.target.value || null) as TopicId | null })}>
          <option value="">All topics</option>
          {TOPICS.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Paper{' '}
        <select value={filter.paper ?? ''} onChange={(e) => set({ paper: e.target.value || null })}>
          <option value="">All papers</option>
          {[...PAPERS, OTHER_SOURCES].map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <p className="filter-count" role="status" data-testid="story-count">
        {filtered ? `${shown} of ${stories.length} stories` : `All ${stories.length} stories`}
      </p>
      {filtered && (
        <button type="button" className="link" onClick={() => onChange(NO_FILTER)}>
          Show all
        </button>
      )}
    </div>
  );
}
