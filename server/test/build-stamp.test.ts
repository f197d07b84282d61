import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';

// `npm start` decides whether to rebuild the H5 site and the server from tools/build-stamp.mjs
interface Stamp {
  isStale(kind: 'h5' | 'server', base?: string): boolean;
  writeStamp(kind: 'h5' | 'server', hash?: string, base?: string): void;
  inputsHash(kind: 'h5' | 'server', base?: string): string;
}
const stampUrl = pathToFileURL(path.resolve(import.meta.dirname, '..', '..', 'tools', 'build-stamp.mjs')).href;
const stamp = (await import(stampUrl)) as Stamp;

const base = mkdtempSync(path.join(os.tmpdir(), 'hs-stamp-'));
after(() => rmSync(base, { recursive: true, force: true }));
mkdirSync(path.join(base, 'server', 'src', 'lib'), { recursive: true });
const file = path.join(base, 'server', 'src', 'lib', 'a.ts');
writeFileSync(file, 'export const a = 1;\n');
writeFileSync(path.join(base, 'server', 'package.json'), '{}\n');

test('a build without a stamp is stale; after writing one it is current', () => {
  assert.equal(stamp.isStale('server', base), true);
  stamp.writeStamp('server', undefined, base);
  assert.equal(stamp.isStale('server', base), false);
});

test('touching files (what npm install does to the lockfile) does not make a build stale', () => {
  const later = new Date(Date.now() + 3600_000);
  utimesSync(file, later, later);
  utimesSync(path.join(base, 'server', 'package.json'), later, later);
  assert.equal(stamp.isStale('server', base), false);
});

test('changed bytes, an added file and a removed file each make it stale', () => {
  writeFileSync(file, 'export const a = 2;\n');
  assert.equal(stamp.isStale('server', base), true);
  stamp.writeStamp('server', undefined, base);
  const added = path.join(base, 'server', 'src', 'b.ts');
  writeFileSync(added, '');
  assert.equal(stamp.isStale('server', base), true);
  stamp.writeStamp('server', undefined, base);
  rmSync(added);
  assert.equal(stamp.isStale('server', base), true);
});

test('the hash does not depend on where the checkout lives', () => {
  const other = mkdtempSync(path.join(os.tmpdir(), 'hs-stamp-other-'));
  try {
    mkdirSync(path.join(other, 'server', 'src', 'lib'), { recursive: true });
    writeFileSync(path.join(other, 'server', 'src', 'lib', 'a.ts'), 'export const a = 2;\n');
    writeFileSync(path.join(other, 'server', 'package.json'), '{}\n');
    assert.equal(stamp.inputsHash('server', other), stamp.inputsHash('server', base));
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
});
