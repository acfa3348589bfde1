import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Feature folders import one way (docs/architecture.md): a cycle between two folders is a cycle
// even when no single file imports its way back, which the lint's file-level no-cycle cannot see.

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return filesUnder(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/** Which feature folders each folder imports (relative imports and the `@server/features/` alias). */
export function folderGraph(featuresDir: string): Map<string, Set<string>> {
  const root = path.resolve(featuresDir);
  const folders = readdirSync(root).filter((n) => statSync(path.join(root, n)).isDirectory());
  const graph = new Map(folders.map((f) => [f, new Set<string>()]));
  for (const folder of folders)
    for (const file of filesUnder(path.join(root, folder))) {
      for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const spec = m[1] ?? m[2];
        const target = spec.startsWith('.')
          ? path.resolve(path.dirname(file), spec)
          : spec.startsWith('@server/features/')
            ? path.join(root, spec.slice('@server/features/'.length))
            : null;
        if (!target) continue;
        const rel = path.relative(root, target);
        if (rel.startsWith('..') || path.isAbsolute(rel)) continue;
        const to = rel.split(path.sep)[0];
        if (to !== folder && graph.has(to)) graph.get(folder)!.add(to);
      }
    }
  return graph;
}

/** Every cycle's folders as a path `a -> b -> a` (one per strongly connected group). */
export function folderCycles(graph: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (n: string) => {
    state.set(n, 'open');
    stack.push(n);
    for (const next of [...(graph.get(n) ?? [])].sort()) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of [...graph.keys()].sort()) if (!state.has(n)) visit(n);
  return cycles;
}
