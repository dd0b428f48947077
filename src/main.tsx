import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { default_scenario, loadCore } from './wasm/core';
import type { Scenario } from './scenario/types';
import { App } from './App';
import './styles.css';

const root = document.getElementById('root')!;

loadCore()
  .then(() => {
    const initial = JSON.parse(default_scenario()) as Scenario;
    createRoot(root).render(
      <StrictMode>
        <App initial={initial} />
      </StrictMode>,
    );
  })
  .catch((e: unknown) => {
    const p = document.createElement('p');
    p.className = 'error banner';
    p.textContent = `The simulation core could not be loaded: ${e instanceof Error ? e.message : String(e)}`;
    root.replaceChildren(p);
  });
