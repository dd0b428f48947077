// A link that could not be opened: what was wrong, and the text as received
// (plain text, never markup) so that it can be copied and mended.
export function LinkError({ error, raw, onDismiss }: { error: string; raw: string; onDismiss: () => void }) {
  return (
    <div role="alert" className="error banner link-error" data-testid="link-error">
      <p>
        <strong>This link could not be opened:</strong> {error}. The default scenario is loaded instead.
      </p>
      <label>
        The link as received:
        <textarea readOnly value={raw} rows={2} onFocus={(e) => e.target.select()} />
      </label>
      <button onClick={onDismiss}>Dismiss</button>
    </div>
  );
}
