// "Open on its stage": a button per arm of the chosen experiment, opening the
// arm's scenario on the stage that shows what it measures (armLinks.ts). A
// long arm opens as its first seconds, exactly as the experiment ran them,
// and the opened stage says so.
import { useState } from 'react';
import { useLab } from '../../app/lab';
import { stageDef } from '../lookup';
import { ARM_STAGES, armLink } from './armLinks';
import type { ExperimentChoice } from './slice';
import { armNames, type ExperimentName } from './types';

export function ArmLinks({ chosen }: { chosen: ExperimentChoice }) {
  const { state, follow } = useLab();
  const [error, setError] = useState<string | null>(null);
  const name = chosen.name as ExperimentName;
  const stage = stageDef(ARM_STAGES[name]).label;
  const arms = armNames(name);
  const open = (arm: string) => {
    try {
      setError(null);
      follow(armLink(state, chosen, arm));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <details className="arm-links" data-testid="arm-links">
      <summary>
        Open an arm on its stage ({arms.length === 1 ? 'one arm' : `${arms.length} arms`} → {stage})
      </summary>
      <p className="muted">
        The arm’s own scenario, on the {stage} stage; an arm longer than the step-through view opens as its first seconds, exactly as the
        experiment ran them (the stage says so). Back returns here.
      </p>
      <div className="arm-buttons">
        {arms.map((arm) => (
          <button key={arm} type="button" data-arm={arm} onClick={() => open(arm)} title={`Open the arm ${arm} on the ${stage} stage`}>
            {arm}
          </button>
        ))}
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </details>
  );
}
