/**
 * The server's import graph at module level (issue 35): which module under src/modules imports which,
 * and the cycles among them. test/module-graph.test.ts fails on a cycle; `npx tsx scripts/module-graph.ts`
 * prints the graph, its cycles and the imports that cross a module's face.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SRC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** One import of one source file: the file it names, resolved inside src (null for packages). */
export interface ImportEdge {
  from: string;
  to: string;
  /** true when the import only brings types (erased at runtime, still a dependency of the design) */
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

// static imports and re-exports (`import … from`, `export … from`, bare `import '…'`) and dynamic `import('…')`
const IMPORT_RE =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every relative import between files of src, with paths relative to src. */
export function importEdges(srcDir = SRC_DIR): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT_RE)) {
      const spec = m[3] ?? m[4];
      if (!spec?.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts');
      edges.push({
        from: path.relative(srcDir, file),
        to: path.relative(srcDir, target),
        typeOnly: Boolean(m[2]),
      });
    }
  }
  return edges;
}

/** The module a file of src belongs to (`modules/<m>/…`), or null for the kernel, lib, db, plugins … */
export function moduleOf(file: string): string | null {
  const parts = file.split(path.sep);
  return parts[0] === 'modules' && parts.length > 2 ? parts[1]! : null;
}

/** module → the other modules it imports (type-only imports included: they are dependencies too). */
export function moduleGraph(edges: ImportEdge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const e of edges) {
    const a = moduleOf(e.from);
    const b = moduleOf(e.to);
    if (a) graph.set(a, graph.get(a) ?? new Set());
    if (b) graph.set(b, graph.get(b) ?? new Set());
    if (a && b && a !== b) graph.get(a)!.add(b);
  }
  return graph;
}

/** Strongly connected components with more than one member (Tarjan): each is an import cycle. */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return out;
}

/** Imports from one module into another module's files other than its index.ts (its one public face). */
export function faceViolations(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter((e) => {
    const a = moduleOf(e.from);
    const b = moduleOf(e.to);
    return a !== null && b !== null && a !== b && path.basename(e.to) !== 'index.ts';
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const edges = importEdges();
  const graph = moduleGraph(edges);
  for (const [m, deps] of [...graph].sort()) console.log(`${m} → ${[...deps].sort().join(', ') || '—'}`);
  const found = cycles(graph);
  console.log(`\n${found.length} cycle(s)`);
  for (const c of found) console.log(`  ${c.length} modules: ${c.join(', ')}`);
  const intoApp = edges.filter((e) => moduleOf(e.from) && e.to === 'app.ts');
  console.log(`${intoApp.length} module file(s) import app.ts`);
  const libToModule = edges.filter((e) => e.from.startsWith(`lib${path.sep}`) && moduleOf(e.to));
  console.log(`${libToModule.length} import(s) from lib/ into a module`);
  console.log(`${faceViolations(edges).length} import(s) past another module's index.ts`);
}
