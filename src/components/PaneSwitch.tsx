// A choice among a stage's pictures: toggle buttons in a row, grouped in a
// fieldset whose legend (heard, not shown) names the choice.
import './PaneSwitch.css';

export function PaneSwitch({
  label,
  panes,
  shown,
  onShow,
}: {
  label: string;
  /** Each picture's id and its button's words. */
  panes: [string, string][];
  shown: string;
  onShow: (id: string) => void;
}) {
  return (
    <fieldset className="pane-choice">
      <legend className="sr-only">{label}</legend>
      <div className="pane-switch">
        {panes.map(([id, text]) => (
          <button key={id} type="button" aria-pressed={id === shown} onClick={() => onShow(id)}>
            {text}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
