// The glossary layer, once for the page: every term's definition (what each
// marked term's aria-describedby names), and the one shown — for the term
// under the mouse, focused, or tapped — in a box beside it over the page, so
// nothing moves. Escape, a press elsewhere or a second tap closes it; the
// pointer may move onto the box without closing it.
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GLOSSARY, type Term, termById } from '.';
import { definitionId } from './mark';

interface Shown {
  anchor: HTMLElement;
  term: Term;
  /** Tapped or clicked: stays until tapped again, Escape, or a press elsewhere. */
  pinned: boolean;
}

const termOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? (target.closest<HTMLElement>('[data-term]') ?? null) : null;

/**
 * The definitions, once for the page (what every term's aria-describedby
 * names), and the one shown: the term under the mouse, focused, or tapped.
 */
export function GlossaryLayer() {
  const [shown, setShown] = useState<Shown | null>(null);
  const tip = useRef<HTMLDivElement>(null);
  const latest = useRef(shown);
  latest.current = shown;
  useEffect(() => {
    const show = (anchor: HTMLElement, pinned: boolean) => {
      const term = termById(anchor.dataset.term ?? '');
      if (term) setShown({ anchor, term, pinned });
    };
    const hideUnless = (keep: (s: Shown) => boolean) => setShown((s) => (s && keep(s) ? s : null));
    const over = (e: PointerEvent) => {
      const t = termOf(e.target);
      if (e.pointerType === 'mouse' && t && !latest.current?.pinned) show(t, false);
    };
    const out = (e: PointerEvent) => {
      const to = e.relatedTarget;
      const from = termOf(e.target);
      if (e.pointerType !== 'mouse' || from === null) return;
      if (to instanceof Node && (from.contains(to) || tip.current?.contains(to))) return;
      hideUnless((s) => s.pinned || s.anchor === document.activeElement);
    };
    const focusIn = (e: FocusEvent) => {
      const t = termOf(e.target);
      if (t) show(t, false);
    };
    const focusOut = (e: FocusEvent) => hideUnless((s) => s.anchor !== e.target);
    const click = (e: MouseEvent) => {
      const t = termOf(e.target);
      if (t?.tagName !== 'BUTTON') return;
      const s = latest.current;
      if (s?.anchor === t && s.pinned) setShown(null);
      else show(t, true);
    };
    const press = (e: PointerEvent) => {
      if (termOf(e.target) === null && !(e.target instanceof Node && tip.current?.contains(e.target))) setShown(null);
    };
    const key = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !latest.current) return;
      setShown(null);
      e.stopPropagation();
    };
    const listeners: [string, EventListener, boolean][] = [
      ['pointerover', over as EventListener, false],
      ['pointerout', out as EventListener, false],
      ['focusin', focusIn as EventListener, false],
      ['focusout', focusOut as EventListener, false],
      ['click', click as EventListener, false],
      ['pointerdown', press as EventListener, false],
      ['keydown', key as EventListener, true],
    ];
    for (const [name, l, capture] of listeners) document.addEventListener(name, l, capture);
    return () => {
      for (const [name, l, capture] of listeners) document.removeEventListener(name, l, capture);
    };
  }, []);
  return (
    <>
      <div hidden>
        {GLOSSARY.map((t) => (
          <span key={t.id} id={definitionId(t)}>
            {t.term}: {t.definition} ({t.source})
          </span>
        ))}
      </div>
      {shown && <TermTip ref={tip} shown={shown} onLeave={() => setShown((s) => (s?.pinned ? s : null))} />}
    </>
  );
}

/** Between a term and its box: bridged by the box's edge (glossary.css), so the pointer crosses it onto the box. */
const GAP = 6;

/** The box beside a term: below it, or above when there is no room; kept inside the window; moved with a scroll. */
function TermTip({ shown, onLeave, ref }: { shown: Shown; onLeave: () => void; ref: RefObject<HTMLDivElement | null> }) {
  const [at, setAt] = useState<{ left: number; top: number; above: boolean } | null>(null);
  useLayoutEffect(() => {
    const place = () => {
      const box = ref.current;
      if (!box) return;
      const a = shown.anchor.getBoundingClientRect();
      const { width, height } = box.getBoundingClientRect();
      const left = Math.max(8, Math.min(a.left, window.innerWidth - width - 8));
      const above = a.bottom + GAP + height > window.innerHeight - 8 && a.top - height - GAP > 8;
      setAt({ left, top: above ? a.top - height - GAP : a.bottom + GAP, above });
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [shown, ref]);
  const { term } = shown;
  return (
    <div
      ref={ref}
      role="tooltip"
      id="term-tip"
      className={`term-tip${at?.above ? ' above' : ''}`}
      data-tip={term.id}
      style={at ? { left: at.left, top: at.top } : { visibility: 'hidden', left: 0, top: 0 }}
      onPointerLeave={(e) =>
        e.pointerType === 'mouse' && !(e.relatedTarget instanceof Node && shown.anchor.contains(e.relatedTarget)) && onLeave()
      }
    >
      <b>{term.term}</b> — {term.definition} <span className="term-source">{term.source}</span>
    </div>
  );
}
