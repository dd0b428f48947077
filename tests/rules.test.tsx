// The Rules tab: every stage lists its conventions in words; switching one
// changes the scenario (so the run and the link), and on the policies stage
// the clock's faults follow the switch and the question's answer is the
// core's under both readings.
import './core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../src/app/App';
import { rulesFor, ruleValue, withRule } from '../src/app/rules';
import { localQuestion, newPageQuestion, secondChanceQuestion } from '../src/app/rulesQuestion';
import { DEFAULT_PLAY } from '../src/scenario/url';
import { withFrames } from '../src/stages/policies/frames';
import { textbook } from '../src/stages/preset';
import { presetById, STAGES } from '../src/stages/registry';
import { clock_faults } from './core';

afterEach(cleanup);

const press = (key: string, times = 1) => {
  for (let i = 0; i < times; i++) act(() => void fireEvent.keyDown(window, { key }));
};

describe('the rules a run follows', () => {
  it('every stage lists at least one rule, each with words', () => {
    const s = textbook(3, 1, '1 2 3');
    for (const stage of STAGES) {
      const rules = rulesFor(stage, s);
      expect(rules.length, stage).toBeGreaterThan(0);
      for (const r of rules) expect(r.text.length, `${stage}/${r.id}`).toBeGreaterThan(10);
    }
  });

  it('the clock stages say which reading each switch is on, and switching changes only that field', () => {
    const s = textbook(3, 1, '1 2 3');
    const rule = rulesFor('multics-clock', s).find((r) => r.id === 'new-page-usage')!;
    expect(ruleValue(s, rule.switch!)).toBe('on');
    const off = withRule(s, 'memory.new_page_usage', 'off');
    expect(off.memory).toEqual({ ...s.memory, new_page_usage: 'off' });
    expect(ruleValue(off, rule.switch!)).toBe('off');
    // An old link without the field reads as the core's default.
    const { new_page_usage: _, ...old } = s.memory;
    expect(ruleValue({ ...s, memory: old as typeof s.memory }, rule.switch!)).toBe('on');
  });

  it('asks whether the other reading faults more, answered by the core', () => {
    const p = newPageQuestion(textbook(3, 1, '1 2 1 3 2 1 4 1 2 5 1 3 1 4 2'))!;
    expect(p.answer).toBe(2);
    expect(p.why).toMatch(/^10 faults with the bits on, 8 with them off\./);
    const belady = newPageQuestion(textbook(3, 1, '1 2 3 4 1 2 5 1 2 3 4 5'))!;
    expect(belady.answer).toBe(0);
    expect(newPageQuestion(textbook(3, 0, '1 2 1 3 2 1 4 1 2 5 1 3 1 4 2'))!.answer).toBe(1);
  });

  it('where the pointer starts is a switch of frames, and it changes the first victim', () => {
    const s = textbook(2, 1, '1 2 3 1');
    const rule = rulesFor('policies', s).find((r) => r.id === 'pointer-start')!;
    expect(rule.switch!.choices.map(([v]) => v)).toEqual([null, 0, 1]);
    expect(ruleValue(s, rule.switch!)).toBe(null);
    const fromOne = withRule(s, 'memory.pointer_start', 1);
    expect(fromOne.memory).toEqual({ ...s.memory, pointer_start: 1 });
    expect([clock_faults(JSON.stringify(s)), clock_faults(JSON.stringify(fromOne))]).toEqual([4, 3]);
    // Fewer frames than the start drops it; more keep it.
    expect(withFrames(fromOne, 1).memory.pointer_start).toBeUndefined();
    expect(withFrames(fromOne, 3).memory.pointer_start).toBe(1);
  });

  it('asks about the modified bit’s second chance, answered by the core', () => {
    const dirty = secondChanceQuestion(textbook(2, 1, '1w 2 3 1'))!;
    expect(dirty.answer).toBe(2);
    expect(dirty.why).toMatch(/^4 faults with no second chance, 3 with a second chance\. The spared dirty pages/);
    // Asked from the other side, the same reason.
    const from = secondChanceQuestion(withRule(textbook(2, 1, '1w 2 3 1'), 'memory.modified_chance', 'write_and_pass'))!;
    expect([from.answer, from.why]).toEqual([
      0,
      expect.stringMatching(/^3 faults with a second chance, 4 with no second chance\. The spared/),
    ]);
    const preset = presetById('modified-second-chance')!.state.scenario;
    const same = secondChanceQuestion(preset)!;
    expect([same.answer, same.why]).toEqual([1, expect.stringMatching(/^13 faults with no second chance, 13 with a second chance\./)]);
    // No write on the string: nothing to ask.
    expect(secondChanceQuestion(textbook(2, 1, '1 2 3 1'))).toBeNull();
  });

  it('asks on the multiprogramming stages whether local replacement faults more, answered by two runs', () => {
    const s = presetById('local-replacement')!.state.scenario;
    expect(s.memory.replacement).toBe('local');
    const q = localQuestion(s)!;
    expect(q.answer).toBe(0);
    expect(q.why).toMatch(/^1230 faults with local replacement, 2066 with global\. Under global replacement each fault took/);
    expect(localQuestion(textbook(3, 1, '1 2 3'))).toBeNull();
    const rule = rulesFor('load-leveler', s).find((r) => r.id === 'global')!;
    expect(ruleValue(s, rule.switch!)).toBe('local');
  });

  it('under the second chance the clock’s cells show the modified bit', () => {
    const state = presetById('modified-second-chance')!.state;
    const on = { ...state, scenario: withRule(state.scenario, 'memory.modified_chance', 'write_and_pass') };
    render(<App initial={on} play={DEFAULT_PLAY} linkError={null} firstVisit={false} />);
    press('ArrowRight', 3);
    const bits = [...document.querySelectorAll('[data-testid="table-clock"] .bits')].map((b) => b.textContent);
    expect(bits).toContain('11|0'); // page 1, written: used and modified, register 0 until examined
    cleanup();
    render(<App initial={state} play={DEFAULT_PLAY} linkError={null} firstVisit={false} />);
    press('ArrowRight', 3);
    const plain = [...document.querySelectorAll('[data-testid="table-clock"] .bits')].map((b) => b.textContent);
    expect(plain).toContain('1|0');
    expect(plain.every((b) => /^[01]\|[01]$/.test(b ?? ''))).toBe(true);
  });

  it('on the new-page-bit preset, the switch in the Rules tab changes the clock’s faults', () => {
    render(<App initial={presetById('new-page-bit')!.state} play={DEFAULT_PLAY} linkError={null} firstVisit={false} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(screen.getByRole('tab', { name: 'Rules' }).getAttribute('aria-selected')).toBe('true');
    press('ArrowRight', 15);
    expect(Number(screen.getByTestId('faults-clock').textContent)).toBe(10);
    expect(Number(screen.getByTestId('faults-fifo').textContent)).toBe(11);
    fireEvent.change(screen.getByTestId('rule-switch-new-page-usage'), { target: { value: '1' } });
    press('ArrowRight', 15);
    expect(Number(screen.getByTestId('faults-clock').textContent)).toBe(8);
    expect(Number(screen.getByTestId('faults-fifo').textContent)).toBe(11);
    expect(screen.getByTestId('rule-opt').textContent).toMatch(/never referenced again/);
  });
});
