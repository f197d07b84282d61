/**
 * Writes the README's configuration tables from server/src/config/env-schema.ts (between the
 * config-table markers). `npm run gen:config-doc`; server/test/config.test.ts fails when stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';
import { withConfigDoc } from '../src/config/doc.js';

const readme = path.join(REPO_ROOT, 'README.md');
const before = readFileSync(readme, 'utf8');
const after = withConfigDoc(before);
if (after === before) console.log('README.md: the configuration tables are up to date');
else {
  writeFileSync(readme, after);
  console.log('README.md: configuration tables rewritten');
}
