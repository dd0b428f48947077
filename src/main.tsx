import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ErrorBoundary } from './app/ErrorBoundary';
import { DEFAULT_PLAY, decodeHash } from './app/link';
import { DEFAULT_VIEW, type LabState } from './app/state';
import { enableOffline } from './offline';
import type { Scenario } from './scenario/types';
import { default_scenario, loadCore } from './wasm/core';
import './styles.css';
import './app/narrow.css';

const root = document.getElementById('root')!;

function fail(message: string) {
  const p = document.createElement('p');
  p.className = 'error banner';
  p.textContent = message;
  root.replaceChildren(p);
}

loadCore()
  .then(() => {
    const fallback: LabState = {
      stage: 'multics-clock',
      preset: null,
      scenario: JSON.parse(default_scenario()) as Scenario,
      view: DEFAULT_VIEW,
      exercise: null,
    };
    const decoded = decodeHash(window.location.hash);
    const linkError = 'error' in decoded ? { error: decoded.error, raw: decoded.raw } : null;
    const initial = 'state' in decoded && decoded.state ? decoded.state : fallback;
    const firstVisit = 'state' in decoded && decoded.state === null;
    createRoot(root).render(
      <StrictMode>
        <ErrorBoundary>
          <App initial={initial} play={decoded.play ?? DEFAULT_PLAY} linkError={linkError} firstVisit={firstVisit} />
        </ErrorBoundary>
      </StrictMode>,
    );
    enableOffline();
  })
  .catch((e: unknown) => fail(`The simulation core could not be loaded: ${e instanceof Error ? e.message : String(e)}`));
