// The side panel beside every stage: the story (explanation and what to
// watch), the scenario editor, the rules the run follows, the exercise, side by side and the event
// log — each a tab; the whole panel folds away to give the stage the room
// (in presenter mode below a 4K width it opens over the stage: app/presenter.ts).
import { type ReactNode, useRef } from 'react';
import { SideBySide } from '../components/SideBySide';
import { ExercisePanel } from '../exercise/ExercisePanel';
import { STAGE_DEFS } from '../stages/registry';
import { LogPanel } from './LogPanel';
import { useLab } from './lab';
import { PANEL_BESIDE_PX } from './presenter';
import { RulesPanel } from './RulesPanel';
import { ScenarioPanel } from './ScenarioPanel';
import { StoryPanel } from './StoryPanel';
import type { PanelId } from './state';

const LABELS: Record<PanelId, string> = {
  story: 'Story',
  scenario: 'Scenario',
  rules: 'Rules',
  exercise: 'Exercise',
  compare: 'Compare',
  log: 'Log',
};
const CONTENT: Record<PanelId, () => ReactNode> = {
  story: () => <StoryPanel />,
  scenario: () => <ScenarioPanel />,
  rules: () => <RulesPanel />,
  exercise: () => <ExercisePanel />,
  compare: () => <SideBySide />,
  log: () => <LogPanel />,
};

export function SidePanel() {
  const { state, patchView } = useLab();
  const panels = STAGE_DEFS[state.stage].panels;
  const open = state.view.panel && panels.includes(state.view.panel) ? state.view.panel : null;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = open ? panels.indexOf(open) : -1;
  const move = (d: number) => {
    const next = (Math.max(0, index) + d + panels.length) % panels.length;
    patchView({ panel: panels[next] });
    refs.current[next]?.focus();
  };
  // Open over the stage (presenter mode below a 4K width, app/presenter.ts), Escape folds it.
  const over = state.view.presenter && open !== null && window.innerWidth < PANEL_BESIDE_PX;
  return (
    <aside
      className={`side-panel${open ? '' : ' folded'}`}
      aria-label="Side panel"
      onKeyDown={(e) => {
        if (!over || e.key !== 'Escape' || e.defaultPrevented) return;
        e.preventDefault();
        patchView({ panel: null });
      }}
    >
      <div className="side-tabs">
        <div
          role="tablist"
          aria-label="Side panel"
          aria-orientation={open ? 'horizontal' : 'vertical'}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight' || e.key === 'ArrowDown') move(1);
            else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') move(-1);
            else return;
            e.preventDefault();
            e.stopPropagation();
          }}
        >
          {panels.map((id, i) => (
            <button
              key={id}
              role="tab"
              id={`tab-${id}`}
              aria-selected={id === open}
              aria-controls={id === open ? `panel-${id}` : undefined}
              tabIndex={i === Math.max(0, index) ? 0 : -1}
              ref={(el) => {
                refs.current[i] = el;
              }}
              onClick={() => patchView({ panel: id === open ? null : id })}
            >
              {LABELS[id]}
            </button>
          ))}
        </div>
        <button
          className="fold"
          onClick={() => patchView({ panel: open ? null : panels[0] })}
          aria-label={open ? 'Fold the side panel' : 'Open the side panel'}
          title={open ? 'Fold the side panel: more room for the stage' : 'Open the side panel'}
        >
          {open ? '»' : '«'}
        </button>
      </div>
      {open && (
        <div role="tabpanel" id={`panel-${open}`} aria-labelledby={`tab-${open}`} className="side-content">
          {CONTENT[open]()}
        </div>
      )}
    </aside>
  );
}
