// No import circles in src/: every module's value imports (relative ones;
// `import type` and imports of types only are erased, and may go both ways)
// form a graph without a cycle, so that every module is evaluated after
// everything it uses.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve('src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'pkg' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The module a relative specifier names (its query, as in `?raw`, dropped), if it is one of the TypeScript sources. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => /\.tsx?$/.test(c) && existsSync(c) && statSync(c).isFile()) ?? null;
}

/** The specifiers of a file's value imports and re-exports (dynamic `import()` loads later, and is left out). */
function valueImports(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const st of file.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      const clause = st.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) out.push(st.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
      const clause = st.exportClause;
      const typeOnly =
        st.isTypeOnly ||
        (clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) out.push(st.moduleSpecifier.text);
    }
  }
  return out;
}

/** The graph of value imports between the sources under `root`. */
function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const path of sources(root)) {
    const targets = valueImports(path, readFileSync(path, 'utf8'))
      .map((s) => resolveSpecifier(path, s))
      .filter((t): t is string => t !== null);
    graph.set(path, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components with a cycle (Tarjan's algorithm, iterative). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: [string, number][] = [[start, 0]];
    while (work.length) {
      const top = work[work.length - 1];
      const [v, i] = top;
      if (i === 0) {
        index.set(v, next);
        low.set(v, next);
        next++;
        stack.push(v);
        onStack.add(v);
      }
      const edges = graph.get(v) ?? [];
      if (i < edges.length) {
        top[1]++;
        const w = edges[i];
        if (!index.has(w)) work.push([w, 0]);
        else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent)!, low.get(v)!));
      }
      if (low.get(v) === index.get(v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== v);
        if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component);
      }
    }
  }
  return found;
}

/** One circle through a component, as `a → b → … → a` (the shortest back to its first module). */
function circle(graph: Map<string, string[]>, component: string[]): string {
  const inside = new Set(component);
  const first = [...component].sort()[0];
  const from = new Map<string, string>();
  const queue = [first];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!inside.has(w)) continue;
      if (w === first) {
        const path = [v];
        while (path[0] !== first) path.unshift(from.get(path[0])!);
        return [...path, first].map((p) => relative(SRC, p)).join(' → ');
      }
      if (!from.has(w)) {
        from.set(w, v);
        queue.push(w);
      }
    }
  }
  return component.map((p) => relative(SRC, p)).join(', ');
}

describe('imports in src/', () => {
  it('read value imports, not type-only ones', () => {
    const text = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import { type D, e } from './d';",
      "import f from './f.md?raw';",
      "import './g.css';",
      "export type { H } from './h';",
      "export { i } from './i';",
      "export * from './j';",
      "const k = () => import('./k');",
    ].join('\n');
    expect(valueImports('x.ts', text)).toEqual(['./d', './f.md?raw', './g.css', './i', './j']);
  });

  it('form no circle', () => {
    const graph = importGraph(SRC);
    expect(graph.size).toBeGreaterThan(100);
    const found = cycles(graph).map((c) => circle(graph, c));
    expect(found, `import circles:\n${found.join('\n')}`).toEqual([]);
  });
});
