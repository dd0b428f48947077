// The keyboard help: the lab's keys, the game's and the worksheet's; a modal
// dialog that keeps the focus inside while open and gives it back on closing.
import './core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HelpOverlay } from '../src/app/HelpOverlay';

afterEach(cleanup);

describe('the keyboard help', () => {
  it('lists the game’s keys and the worksheet’s under their own headings', () => {
    render(<HelpOverlay onClose={() => undefined} />);
    const game = screen.getByRole('region', { name: 'You are the load controller (the game)' });
    expect([...game.querySelectorAll('kbd')].map((k) => k.textContent)).toEqual(['0–9, ↑ / ↓', 'S', 'R', 'U', 'N']);
    const sheet = screen.getByRole('region', { name: 'Worksheets (in the table)' });
    expect(sheet.textContent).toContain('copy the row above');
  });

  it('keeps Tab inside while open, and gives the focus back where it was when it closes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(<HelpOverlay onClose={() => undefined} />);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    // The only control: Tab and Shift+Tab are kept from leaving it (the browser's move is prevented), and it keeps the focus.
    expect(fireEvent.keyDown(close, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(close);
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(close);
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
