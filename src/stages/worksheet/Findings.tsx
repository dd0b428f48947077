// What checking found: the count of right, wrong and blank cells, and the
// first wrong row — named by the misconceptions whose wrong rule
// reproduces it, each with the right rule in one line and a link to the
// policies stage at that reference, where the lab's tables show the rule
// (the Multics sheet: the Multics clock stage, micro-step by micro-step).
import type { WorksheetCheck } from '../../wasm/types/core';
import { ruleLink, type Worksheet } from './model';

export function Findings({ sheet, checked }: { sheet: Worksheet; checked: WorksheetCheck }) {
  const cells = sheet.key.length * sheet.columns.length;
  const row = checked.first_wrong;
  return (
    <section className="ws-findings" aria-label="What checking found" data-testid="worksheet-findings">
      <p role="status">
        <b>{checked.right}</b> of {cells} cells right · <b>{checked.wrong}</b> wrong · {checked.blank} blank
        {checked.wrong === 0 && checked.blank === 0 ? ' — the whole sheet is right.' : ''}
      </p>
      {row !== null && (
        <p>
          The first mistake is in row {row + 1} (page {sheet.problem.pages[row]}).{' '}
          {checked.named.length === 0 &&
            'None of the catalogue’s wrong rules gives that row: compare it cell by cell with the rule, step by step.'}
        </p>
      )}
      {checked.named.map((m) => (
        <article key={m.misconception} className="misconception" data-testid="misconception" data-id={m.misconception}>
          <h3>{m.title}</h3>
          <p>{m.explanation}</p>
          {m.rows_explained > 1 && (
            <p className="muted">
              Your rows {m.row + 1}–{m.row + m.rows_explained} all follow this wrong rule.
            </p>
          )}
          <a href={ruleLink(sheet, m.stage, m.step)} data-testid="misconception-link">
            {m.stage === 'multics-clock'
              ? `Step through reference ${m.row + 1} on the Multics clock stage`
              : `See the right rule at reference ${m.row + 1} on the policies stage`}
          </a>
        </article>
      ))}
      {row !== null && checked.named.length === 0 && (
        <a href={ruleLink(sheet, sheet.scenario ? 'multics-clock' : 'policies', row + 1)} data-testid="misconception-link">
          Reference {row + 1} on the {sheet.scenario ? 'Multics clock' : 'policies'} stage
        </a>
      )}
    </section>
  );
}
