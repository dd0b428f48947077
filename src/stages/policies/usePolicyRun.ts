// The core's PolicyRun for the scenario: the first process's string under
// every policy, with the scenario's frames and k. Made in an effect and
// freed when the scenario changes.
import { useEffect, useState } from 'react';
import { PolicyRun } from '../../wasm/core';

export type Made = { run: PolicyRun; json: string; error: null } | { run: null; json: string; error: string };

/** The run for `json` (null until it is made). */
export function usePolicyRun(json: string): Made | null {
  const [made, setMade] = useState<Made | null>(null);
  useEffect(() => {
    try {
      const run = new PolicyRun(json);
      setMade({ run, json, error: null });
      return () => run.free();
    } catch (e) {
      setMade({ run: null, json, error: e instanceof Error ? e.message : String(e) });
    }
  }, [json]);
  return made?.json === json ? made : null;
}
