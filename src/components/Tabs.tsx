// Accessible tabs: arrow keys move between tabs, one panel shown at a time.
import { type ReactNode, useRef } from 'react';

export interface Tab {
  id: string;
  label: string;
  render: () => ReactNode;
}

export function Tabs({ tabs, active, onChange }: { tabs: Tab[]; active: string; onChange: (id: string) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === active),
  );
  const move = (d: number) => {
    const next = (index + d + tabs.length) % tabs.length;
    onChange(tabs[next].id);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs">
      <div
        role="tablist"
        aria-label="Panels"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') {
            e.preventDefault();
            e.stopPropagation();
            move(1);
          }
          if (e.key === 'ArrowLeft') {
            e.preventDefault();
            e.stopPropagation();
            move(-1);
          }
        }}
      >
        {tabs.map((t, i) => (
          <button
            key={t.id}
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={i === index}
            aria-controls={`panel-${t.id}`}
            tabIndex={i === index ? 0 : -1}
            ref={(el) => {
              refs.current[i] = el;
            }}
            onClick={() => onChange(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tabs[index].id}`} aria-labelledby={`tab-${tabs[index].id}`} className="tabpanel">
        {tabs[index].render()}
      </div>
    </div>
  );
}
