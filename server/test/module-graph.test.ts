import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { cycles, importEdges, moduleGraph, moduleOf } from '../scripts/module-graph.js';

// Issue 35: the modules form a graph without cycles, no module reaches back into app.ts, and lib/ is
// below every module. A cycle here is a design fault even when it is only types: it means two modules
// cannot be understood (or later split) apart.
describe('module import graph', () => {
  const edges = importEdges();

  test('the graph finds the modules and their imports', () => {
    const graph = moduleGraph(edges);
    assert.ok(graph.size > 20, `only ${graph.size} modules found`);
    // order builds on catalogue (its goods), so the graph must have that edge: the parser reads imports
    assert.ok(graph.get('order')?.has('catalogue'));
  });

  test('no cycle among the modules', () => {
    const found = cycles(moduleGraph(edges));
    assert.deepEqual(found, [], `module cycles: ${found.map((c) => c.join(' ↔ ')).join('; ')}`);
  });

  test('a cycle is reported when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    assert.deepEqual(cycles(graph), [['a', 'b', 'c']]);
  });

  test('no module file imports app.ts', () => {
    const back = edges.filter((e) => moduleOf(e.from) && e.to === 'app.ts').map((e) => e.from);
    assert.deepEqual(back, []);
  });

  test('lib/ imports no module', () => {
    const up = edges.filter((e) => e.from.startsWith(`lib${path.sep}`) && moduleOf(e.to));
    assert.deepEqual(
      up.map((e) => `${e.from} → ${e.to}`),
      [],
    );
  });
});
