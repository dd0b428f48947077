// The OSTEP paging-policy homework (wasm-core/src/ostep.rs).

/** The homework simulator's options, as typed. */
export interface OstepForm {
  addresses: string;
  addressfile: string;
  file_text: string | null;
  numaddrs: string;
  policy: string;
  clockbits: string;
  cachesize: string;
  maxpage: string;
  seed: string;
  notrace: boolean;
  solve: boolean;
}

export interface OstepAccess {
  page: number;
  hit: boolean;
  victim: number | null;
  memory: number[];
  scans: [number, number][];
  counts: number[];
  hits: number;
  misses: number;
}

export interface OstepOutcome {
  output: string;
  exit_code: number;
  accesses: OstepAccess[];
  labels: [string, string];
}

/** paging-policy.py's defaults, except that the lab computes the answers. */
export const OSTEP_DEFAULTS: OstepForm = {
  addresses: '-1',
  addressfile: '',
  file_text: null,
  numaddrs: '10',
  policy: 'FIFO',
  clockbits: '2',
  cachesize: '3',
  maxpage: '10',
  seed: '0',
  notrace: false,
  solve: true,
};

export const OSTEP_POLICIES = ['FIFO', 'LRU', 'MRU', 'OPT', 'UNOPT', 'RAND', 'CLOCK'];

/** The command line that gives the same output. */
export function commandLine(f: OstepForm): string {
  const parts = ['./paging-policy.py'];
  const flag = (name: string, value: string, def: string) => {
    if (value !== def) parts.push(name, /[\s"']/.test(value) || value === '' ? JSON.stringify(value) : value);
  };
  flag('-a', f.addresses, '-1');
  if (f.addressfile) flag('-f', f.addressfile, '');
  flag('-n', f.numaddrs, '10');
  flag('-p', f.policy, 'FIFO');
  flag('-b', f.clockbits, '2');
  flag('-C', f.cachesize, '3');
  flag('-m', f.maxpage, '10');
  flag('-s', f.seed, '0');
  if (f.notrace) parts.push('-N');
  if (f.solve) parts.push('-c');
  return parts.join(' ');
}
