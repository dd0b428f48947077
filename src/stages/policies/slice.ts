// The policies stage's slice of the lab state: the counterexample search's
// settings, in the link as `search` (read by search/settings.ts).
import { type DefaultedSlice, Invalid } from '../../scenario/codec';
import { DEFAULT_SEARCH, readSearch, type SearchSettings } from './search/settings';

export const searchSlice: DefaultedSlice<SearchSettings, 'policies'> = {
  stage: 'policies',
  key: 'search',
  read: (value) => {
    const search = readSearch(value);
    if (typeof search === 'string') throw new Invalid(search);
    return search;
  },
  default: () => DEFAULT_SEARCH,
};
