// The conventions a stage's run follows, in words ("Rules used"). Students
// and textbooks disagree on details — where the hand starts, whether a hit
// sets the use bit, what a new page's bits are, how the modified bit enters
// the clock — so each stage says which it follows. A rule with `choices`
// is a scenario field: switching it changes the run and the link.
import type { Scenario } from '../scenario/types';
import type { StageId } from './state';

/** A value a switchable rule can take (null: the field unset, its default reading). */
export type RuleValue = string | boolean | number | null;

/** A scenario field a rule can be switched by, and its values in words. */
export interface RuleSwitch {
  path:
    | 'memory.new_page_usage'
    | 'memory.opt_tie'
    | 'memory.pulled_enter'
    | 'memory.first_time'
    | 'memory.pointer_start'
    | 'memory.modified_chance'
    | 'memory.replacement'
    | 'drum.discipline';
  choices: [value: RuleValue, label: string][];
}

export interface Rule {
  id: string;
  /** What the run does, in words. */
  text: string;
  /** Present when the rule is a scenario field the student can switch. */
  switch?: RuleSwitch;
}

const NEW_PAGE_USAGE: RuleSwitch = {
  path: 'memory.new_page_usage',
  choices: [
    ['on', 'on — set by the faulting reference'],
    ['off', 'off — the page enters with it off'],
  ],
};
const OPT_TIE: RuleSwitch = {
  path: 'memory.opt_tie',
  choices: [
    ['lowest_slot', 'the one in the lowest frame slot'],
    ['first_loaded', 'the one loaded first'],
    ['least_recent', 'the one used longest ago'],
  ],
};
const PULLED_ENTER: RuleSwitch = {
  path: 'memory.pulled_enter',
  choices: [
    ['at_pointer', 'where the pointer looks next'],
    ['behind_pointer', 'just behind the pointer (textbook)'],
  ],
};
const FIRST_TIME: RuleSwitch = {
  path: 'memory.first_time',
  choices: [
    [true, 'on — first examination only clears it'],
    [false, 'off — judged at the first examination'],
  ],
};
const DISCIPLINE: RuleSwitch = {
  path: 'drum.discipline',
  choices: [
    ['fifo', 'first come, first served'],
    ['sltf', 'shortest latency first'],
  ],
};

const MODIFIED_CHANCE: RuleSwitch = {
  path: 'memory.modified_chance',
  choices: [
    ['none', 'none — it is replaced, written out first (Corbató)'],
    ['write_and_pass', 'a second chance — written out, kept, passed over (WSClock)'],
  ],
};
const REPLACEMENT: RuleSwitch = {
  path: 'memory.replacement',
  choices: [
    ['global', 'global — any process’s page (Multics, CP-67)'],
    ['local', 'local — only the faulting process’s own pages'],
  ],
};
/** The frames a select offers for the pointer's start; beyond, the Scenario tab takes any frame. */
const POINTER_CHOICES = 64;

/** Where the pointer starts: unset is where the entering pages leave it (frame 0 for the textbook clock). */
function pointerStart(frames: number, unset: string): RuleSwitch {
  const n = Math.min(frames, POINTER_CHOICES);
  return {
    path: 'memory.pointer_start',
    choices: [[null, unset], ...Array.from({ length: n }, (_, f): [number, string] => [f, `frame ${f}`])],
  };
}

const hit: Rule = { id: 'hit', text: 'A hit sets the page’s usage bit; a write also sets its modified bit.' };
const newPage: Rule = {
  id: 'new-page-usage',
  text: 'A new page’s usage bit, after the faulting reference is made again once the page is in:',
  switch: NEW_PAGE_USAGE,
};
const coldStart: Rule = {
  id: 'cold-start',
  text: 'Memory starts empty (demand paging): the first reference to each page faults.',
};

/** The k-bit register rule, with the scenario's k. */
function register(k: number): Rule {
  const text =
    k === 0
      ? 'k = 0: no register — the pointer takes the first page it examines (FIFO).'
      : `At each examination the usage bit enters the high-order end of the ${k}-bit register (its bits move one place lower) and is cleared; the page is kept while the register is non-zero.`;
  return { id: 'register', text };
}

/** The plain clock of the policies stage (Corbató 1968, Figure 3 with the pool off). */
function plainClock(s: Scenario): Rule[] {
  return [
    {
      id: 'pointer-order',
      text: 'Free frames are filled in order 0, 1, 2, …; the pointer goes round the frames in that order. A new page takes its victim’s frame, so the pointer next examines the frame after it.',
    },
    {
      id: 'pointer-start',
      text: 'The pointer’s first examination is at',
      switch: pointerStart(s.memory.frames, 'frame 0 (the first filled)'),
    },
    hit,
    newPage,
    register(s.memory.k),
    { id: 'modified', text: 'A page the pointer finds unused but modified:', switch: MODIFIED_CHANCE },
  ];
}

/** The Multics clock of the simulator (Corbató 1968, Figures 2 and 3). */
function multicsClock(s: Scenario, multiprogrammed: boolean): Rule[] {
  const m = s.memory;
  const pool =
    m.pool_n > 0
      ? `A free pool: when it holds ${m.pool_low_water} blocks or fewer (pushes on their way counted), the pointer selects ${m.pool_n} more (Figure 2, box 2; Figure 3).`
      : 'No free pool: a fault with no free block selects one block — the textbook clock.';
  const rules: Rule[] = [
    { id: 'pool', text: pool },
    {
      id: 'ring',
      text: 'The replaceable pages form a ring in the order they entered it; the pointer goes round the ring, one page per examination.',
    },
    { id: 'pulled-enter', text: 'A pulled page enters the ring:', switch: PULLED_ENTER },
    {
      id: 'pointer-start',
      text: 'The pointer’s first examination is at',
      switch: pointerStart(m.frames, 'wherever the entering pages left it'),
    },
    hit,
    newPage,
    { id: 'first-time', text: 'The first-time switch:', switch: FIRST_TIME },
    register(m.k),
    {
      id: 'modified',
      text: 'A selected page that is modified is pushed to the drum first; its block joins the pool when the push ends. A page the pointer finds unused but modified:',
      switch: MODIFIED_CHANCE,
    },
  ];
  if (s.drum) rules.push({ id: 'drum', text: 'The drum serves queued transfers:', switch: DISCIPLINE });
  else rules.push({ id: 'drum', text: 'No drum: every transfer is instantaneous.' });
  if (multiprogrammed) {
    rules.push({
      id: 'global',
      text: 'Whose page the pointer may take (a “steal” when it takes an active process’s page for another). Local: it passes over other processes’ pages unexamined, unless the faulting process has none on the ring.',
      switch: REPLACEMENT,
    });
  }
  return rules;
}

/** The policies stage's FIFO, LRU and OPT. */
function policies(s: Scenario): Rule[] {
  return [
    coldStart,
    { id: 'fifo', text: 'FIFO replaces the page loaded longest ago; a hit changes nothing.' },
    { id: 'lru', text: 'LRU replaces the page used longest ago; every reference, hit or fault, makes its page the most recent.' },
    {
      id: 'opt',
      text: 'OPT (Belady’s MIN) replaces the page whose next reference is furthest ahead. Among pages never referenced again (the only tie) it replaces',
      switch: OPT_TIE,
    },
    ...plainClock(s),
  ];
}

/** The rules of `stage`'s run with scenario `s`, in the order the panel lists them. */
export function rulesFor(stage: StageId, s: Scenario): Rule[] {
  switch (stage) {
    case 'policies':
      return policies(s);
    case 'multics-clock':
      return [coldStart, ...multicsClock(s, s.processes.length > 1)];
    case 'load-leveler':
    case 'psi-scheduler':
    case 'measurement':
      return [coldStart, ...multicsClock(s, true)];
    case 'lifetime-curves':
      return [
        coldStart,
        {
          id: 'lru-curve',
          text: 'The LRU curve counts faults for every memory size at once from stack distances (Mattson et al. 1970): a reference faults with m frames when its page is deeper than m.',
        },
        {
          id: 'ws-curve',
          text: 'The working-set curve (Denning 1968), windows counted in references: a page stays while it was referenced in the last T references; a reference faults when its page’s previous use is more than T references back.',
        },
      ];
    case 'ostep':
      return [
        coldStart,
        {
          id: 'ostep',
          text: 'The rules of OSTEP’s paging-policy.py, exactly as the book’s simulator has them: its policies (-p), cache size (-C), random numbers and seed (-s).',
        },
      ];
    case 'worksheet':
      return [
        coldStart,
        {
          id: 'worksheet',
          text: 'A sheet follows the lab’s default conventions, whatever the other stages are set to: the policies stage’s FIFO, LRU, OPT (a tie among pages never used again goes to the lowest frame slot) and plain clock (pointer from frame 0, a new page’s usage bit on, no second chance for a modified page); the Multics sheet the simulator with a pool of 2, the first-time switch on and pulled pages entering where the pointer looks next.',
        },
      ];
    case 'experiments':
      return [
        {
          id: 'experiments',
          text: 'Each experiment’s scenario is fixed from its paper before any arm is compared; its story says which readings it takes. Open an arm on its stage to see that run’s rules.',
        },
      ];
  }
}

/** The scenario with the field at `path` set to `value`. */
export function withRule(s: Scenario, path: RuleSwitch['path'], value: RuleValue): Scenario {
  const [section, field] = path.split('.') as ['memory' | 'drum', string];
  const current = s[section];
  if (!current) return s;
  return { ...s, [section]: { ...current, [field]: value } } as Scenario;
}

/** The value the field at `path` has in `s` (the core's default when an old link lacks it). */
export function ruleValue(s: Scenario, sw: RuleSwitch): RuleValue {
  const [section, field] = sw.path.split('.') as ['memory' | 'drum', string];
  const value = (s[section] as Record<string, unknown> | null)?.[field];
  return (value as RuleValue | undefined) ?? sw.choices[0][0];
}
