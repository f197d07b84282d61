/**
 * Writes the configuration tables of docs/configuration.md from server/src/config/env-schema.ts
 * (between the config-table markers). `npm run gen:config-doc`; server/test/config.test.ts fails when
 * they are stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';
import { withConfigDoc } from '../src/config/doc.js';

const CONFIG_DOC = path.join('docs', 'configuration.md');

const file = path.join(REPO_ROOT, CONFIG_DOC);
const before = readFileSync(file, 'utf8');
const after = withConfigDoc(before);
if (after === before) console.log(`${CONFIG_DOC}: the configuration tables are up to date`);
else {
  writeFileSync(file, after);
  console.log(`${CONFIG_DOC}: configuration tables rewritten`);
}
