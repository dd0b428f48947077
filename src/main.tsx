import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ErrorBoundary } from './components/ErrorBoundary';
import { enableOffline } from './offline';
import type { Scenario } from './scenario/types';
import { DEFAULT_VIEW, decodeHash, type LabState } from './scenario/url';
import { default_scenario, loadCore } from './wasm/core';
import './styles.css';

const root = document.getElementById('root')!;

function fail(message: string) {
  const p = document.createElement('p');
  p.className = 'error banner';
  p.textContent = message;
  root.replaceChildren(p);
}

loadCore()
  .then(() => {
    const fallback: LabState = { scenario: JSON.parse(default_scenario()) as Scenario, view: DEFAULT_VIEW, exercise: null };
    let decoded;
    try {
      decoded = decodeHash(window.location.hash);
    } catch (e) {
      decoded = {
        error: `the link could not be read (${e instanceof Error ? e.message : String(e)})`,
        raw: window.location.hash,
        embed: false,
      };
    }
    const linkError = 'error' in decoded ? { error: decoded.error, raw: decoded.raw } : null;
    const initial = 'state' in decoded && decoded.state ? decoded.state : fallback;
    createRoot(root).render(
      <StrictMode>
        <ErrorBoundary>
          <App initial={initial} embed={decoded.embed} linkError={linkError} />
        </ErrorBoundary>
      </StrictMode>,
    );
    enableOffline();
  })
  .catch((e: unknown) => fail(`The simulation core could not be loaded: ${e instanceof Error ? e.message : String(e)}`));
