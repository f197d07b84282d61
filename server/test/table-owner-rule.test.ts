import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
// @ts-expect-error -- a plain ES module of the repository's tools, without type declarations
import tableOwner from '../../tools/eslint-table-owner.mjs';

// Issue 36 item 1: a module writes only its own tables. The rule runs in `npm run lint` over the real
// code; these cases show that it catches what it is for, lets reads through, and keeps its list of
// known writes from going stale.
const modules = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'modules');

function lint(file: string, code: string, known: string[] = []) {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser as Linter.Parser },
          plugins: { owner: tableOwner },
          rules: { 'owner/table-owner': ['error', { known }] },
        },
      ],
      path.join(modules, file),
    )
    .map((m) => m.message);
}

describe('lint rule: one owner per table', () => {
  test('an update of another module’s table is reported, naming the owner', () => {
    const out = lint(
      'order/repository.ts',
      `import { goods } from '../catalogue/index.js';
       export const f = (tx) => tx.update(goods).set({ status: 2 });`,
    );
    assert.equal(out.length, 1);
    assert.match(out[0]!, /Module 'order' writes table 'goods' of module 'catalogue' \(update\)/);
  });

  test('insert and delete count as writes too', () => {
    const out = lint(
      'claim/service.ts',
      `import { goods } from '../catalogue/index.js';
       export const f = (tx) => { tx.insert(goods).values({}); tx.delete(goods); };`,
    );
    assert.equal(out.length, 2);
  });

  test('reads of another module’s table and writes of the module’s own tables pass', () => {
    const out = lint(
      'order/repository.ts',
      `import { goods } from '../catalogue/index.js';
       import { orders } from './table.js';
       export const f = (tx) => { tx.select().from(goods).innerJoin(orders, undefined); tx.update(orders).set({}); };`,
    );
    assert.deepEqual(out, []);
  });

  test('a type-only import is not a table', () => {
    const out = lint(
      'order/repository.ts',
      `import type { goods } from '../catalogue/index.js';
       export const f = (tx) => tx.update(goods);`,
    );
    assert.deepEqual(out, []);
  });

  test('a known write is tolerated; a known write that is gone is reported as stale', () => {
    const code = `import { goods } from '../catalogue/index.js';
       export const f = (tx) => tx.update(goods).set({});`;
    assert.deepEqual(lint('order/repository.ts', code, ['order/repository.ts -> goods']), []);
    const stale = lint('order/repository.ts', 'export const f = 1;', ['order/repository.ts -> goods']);
    assert.equal(stale.length, 1);
    assert.match(stale[0]!, /no longer makes it/);
  });
});
