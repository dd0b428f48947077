// The glossary: the terms the issue names are there with a one-line
// definition and a source; a text's terms are found once, where first met,
// the longer term winning (Ψs* over Ψs, PE-knee over knee), whole words
// only, a paper's equations only in that paper's stories; a story's HTML
// keeps its text and gets its terms wrapped in place, never inside code or
// a link; the gallery's cards mark the paper words the issue found
// unexplained.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GLOSSARY, termById } from '../src/app/glossary';
import { findTerms, markHtml, segments, termScope } from '../src/app/glossary/mark';
import { TermPaper, TermText } from '../src/app/glossary/Terms';
import { markdownHtml } from '../src/app/Markdown';
import { PRESETS, presetById } from '../src/stages/registry';

afterEach(cleanup);

/** The ids of the terms found in `texts`, read in order in one scope. */
const found = (texts: string[], paper?: string) => {
  const scope = termScope(paper);
  return texts.flatMap((t) => findTerms(t, scope).map((f) => `${f.term.id}:${t.slice(f.start, f.end)}`));
};

describe('the glossary', () => {
  it('has every term the issue names, each with a one-line definition and its source', () => {
    const named = [
      'owe', 'parachor', 'knee', 'lifetime-curve', 'working-set', 'area-a', 'area-b', 'area-c', 'psi', 'psi-s', 'psi-s-star',
      'shards', 'shils-y', 'shils-x', 'load-leveler', 'drum', 'sector', 'sltf', 'k-bit', 'usage-bit', 'first-time', 'pool',
      'supervisor-state', 'bard75-eq-5', 'belady', 'opt', 'lru', 'fifo', 'clock', 'thrashing', 'mpl', 'corbato-tables',
    ]; // biome-ignore format: a list
    for (const id of named) expect(termById(id), id).toBeDefined();
    expect(new Set(GLOSSARY.map((t) => t.id)).size).toBe(GLOSSARY.length);
    for (const t of GLOSSARY) {
      expect(t.definition, t.id).not.toMatch(/\n/);
      expect(t.definition.length, t.id).toBeLessThanOrEqual(170);
      expect(t.definition, t.id).toMatch(/[.?!)]$/);
      expect(t.source.length, t.id).toBeGreaterThan(3);
    }
    expect(termById('bard75-eq-5')).toMatchObject({ paper: 'Bard 1975', source: 'Bard 1975, eq. 5' });
  });

  it('finds each term once, where first met, in reading order', () => {
    expect(found(['The OWE and the knee', 'the OWE again, and its knees, and a working-set window'])).toEqual([
      'owe:OWE',
      'knee:knee',
      'working-set:working-set',
    ]);
  });

  it('prefers the longer term where two start together, and takes whole words only', () => {
    expect(found(['Ψs* against Ψs; the Ψ-scheduler at Ψ = 13'])).toEqual([
      'psi-s-star:Ψs*',
      'psi-s:Ψs',
      'psi-scheduler:Ψ-scheduler',
      'psi:Ψ',
    ]);
    expect(found(['the PE-knee, then the knee'])).toEqual(['pe-knee:PE-knee', 'knee:knee']);
    // A longer term met before still holds its place: the second Ψ-scheduler is not marked as Ψ.
    const scope = termScope('Bard 1975');
    segments('The Ψ-scheduler at work', scope);
    const parts = segments('Does the Ψ-scheduler admit at a critical Ψ?', scope);
    expect(parts.map((p) => (typeof p === 'string' ? p : `[${p.text}]`)).join('')).toBe('Does the Ψ-scheduler admit at a critical [Ψ]?');
    expect(found(['OWED, BOWEL, FIFOs, kneel, drumming, clockwise'])).toEqual([]);
  });

  it('marks an equation, a table or x and y only in its own paper’s stories', () => {
    const text = 'When is eq. 5 exact? Tables 1 and 2; x = 15 pages/s, y = 30 %';
    expect(found([text], 'Bard 1975')).toEqual(['bard75-eq-5:eq. 5']);
    expect(found([text], 'Corbató 1968')).toEqual(['corbato-tables:Tables 1 and 2']);
    expect(found([text], 'Shils 1968')).toEqual(['shils-x:x', 'shils-y:y']);
    expect(found([text], 'Nishigaki 1981')).toEqual([]);
    expect(found(['Shils’s Figure 3: run time against the CPU parameter y'], 'Shils 1968')).toEqual([
      'shils-figure-3:Figure 3',
      'shils-y:CPU parameter y',
    ]);
  });

  it('cuts a text into its plain pieces and its terms, losing nothing', () => {
    const text = 'Does the OWE find the knee? (Table 1)';
    const parts = segments(text, termScope('Nishigaki 1981'));
    expect(parts.map((p) => (typeof p === 'string' ? p : `[${p.text}]`)).join('')).toBe('Does the [OWE] find the [knee]? ([Table 1])');
  });
});

describe('a story’s HTML', () => {
  it('keeps its text, wraps a term covering inline markup whole, and marks each term once across the parts', () => {
    const scope = termScope('Shils 1968');
    const about = markdownHtml('In area **C** the *Load Leveler* sets a job aside; area C again.', scope);
    const watch = markdownHtml('Watch area C and the Load Leveler.', scope);
    const div = document.createElement('div');
    div.innerHTML = about + watch;
    expect(div.textContent).toBe('In area C the Load Leveler sets a job aside; area C again.\nWatch area C and the Load Leveler.\n');
    const terms = [...div.querySelectorAll('button.term')];
    expect(terms.map((b) => [b.textContent, b.getAttribute('data-term'), b.getAttribute('aria-describedby')])).toEqual([
      ['area C', 'area-c', 'glossary-area-c'],
      ['Load Leveler', 'load-leveler', 'glossary-load-leveler'],
    ]);
    expect(terms[0].innerHTML).toBe('area <strong>C</strong>');
    expect(terms[1].innerHTML).toBe('<em>Load Leveler</em>');
  });

  it('never marks inside code or a link, and marks the first occurrence outside them', () => {
    const html = markHtml('<p><code>OWE</code> and <a href="#x">the OWE</a>, then the OWE.</p>', termScope());
    const div = document.createElement('div');
    div.innerHTML = html;
    expect(div.querySelectorAll('button.term')).toHaveLength(1);
    expect(div.querySelector('button.term')?.previousSibling?.textContent).toBe(', then the ');
  });
});

describe('the gallery’s words, explained', () => {
  // The words the issue found unexplained in the gallery's titles and questions, each marked on its card.
  const cases: [string, string, string][] = [
    ['owe-working-sets', 'owe', 'OWE'],
    ['lifetime-knee', 'parachor', 'parachor'],
    ['load-controller', 'area-c', 'area C'],
    ['psi-estimate', 'psi-s-star', 'Ψs*'],
    ['bard-psi-estimate', 'bard75-eq-5', 'eq. 5'],
    ['sampled-curve', 'shards', 'SHARDS'],
    ['shils-y', 'shils-y', 'CPU parameter y'],
    ['corbato-k', 'corbato-tables', 'Tables 1 and 2'],
  ];
  it.each(cases)('%s marks %s', (id, term, text) => {
    const p = presetById(id)!;
    expect(found([p.title, p.question], p.paper)).toContain(`${term}:${text}`);
  });
});

describe('every equation a story cites', () => {
  it('is explained as its story’s paper numbers it', () => {
    const missing: string[] = [];
    let cited = 0;
    for (const p of PRESETS) {
      const text = [p.title, p.question, p.text].join('\n');
      for (const m of text.matchAll(/eqs?\. ?\d+(?:\.\d+)?(?:[–-]\d+(?:\.\d+)?)?/g)) {
        cited++;
        const terms = findTerms(m[0], termScope(p.paper));
        if (terms.length !== 1 || terms[0].end - terms[0].start !== m[0].length) missing.push(`${p.id}: ${m[0]}`);
      }
    }
    expect(missing).toEqual([]);
    expect(cited).toBeGreaterThanOrEqual(10);
  });
});

describe('a stage’s question', () => {
  it('marks its terms as buttons described by their definitions, and its paper’s equations in that paper’s story', () => {
    const text = 'When is eq. 5 an excellent estimate of Ψs?';
    const marked = () => [...document.querySelectorAll('button.term')].map((b) => [b.textContent, b.getAttribute('aria-describedby')]);
    render(
      <TermPaper.Provider value="Bard 1975">
        <TermText text={text} />
      </TermPaper.Provider>,
    );
    expect(marked()).toEqual([
      ['eq. 5', 'glossary-bard75-eq-5'],
      ['Ψs', 'glossary-psi-s'],
    ]);
    cleanup();
    render(<TermText text={text} />);
    expect(marked()).toEqual([['Ψs', 'glossary-psi-s']]);
  });
});
