import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 27: features stand on shared mechanisms, not on each other. Read from the source: the
 * imports between `server/features/*` folders (type imports included, tests excluded) form no
 * cycle, and the shared layers beneath them import no feature.
 */
const serverRoot = path.dirname(new URL(import.meta.url).pathname);
const featuresRoot = path.join(serverRoot, 'features');
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.\.?\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** The feature folder a resolved path lies in, or null outside `server/features`. */
function featureOf(file: string): string | null {
  const relative = path.relative(featuresRoot, file);
  return relative.startsWith('..') ? null : (relative.split(path.sep)[0] ?? null);
}

function importedPaths(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(IMPORT)].map((match) =>
    path.resolve(path.dirname(file), match[1] ?? ''),
  );
}

/** Feature → the features it imports. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(featuresRoot)) {
    const from = featureOf(file)!;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const imported of importedPaths(file)) {
      const to = featureOf(imported);
      if (to && to !== from) targets.add(to);
    }
  }
  return graph;
}

/** The strongly connected components with more than one feature (Tarjan). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('imports between features', () => {
  it('form no cycle', () => {
    const graph = featureGraph();
    expect(graph.size).toBeGreaterThan(20);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('leave the shared layers beneath the features free of feature imports', () => {
    const shared = ['content', 'lib', 'pages', 'mail'].flatMap((dir) =>
      sourceFiles(path.join(serverRoot, dir)),
    );
    const offending = shared.flatMap((file) =>
      importedPaths(file)
        .filter((imported) => featureOf(imported) !== null)
        .map(
          (imported) =>
            `${path.relative(serverRoot, file)} -> ${path.relative(serverRoot, imported)}`,
        ),
    );
    expect(offending).toEqual([]);
  });
});
