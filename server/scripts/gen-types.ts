/**
 * Regenerates /types/api.d.ts from the server's OpenAPI document: the route schemas are the
 * single source of truth for the client's request/response types.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.js';
import { loadConfig, REPO_ROOT } from '../src/config.js';
import type { DbHandle } from '../src/db/client.js';

export const TYPES_FILE = path.join(REPO_ROOT, 'types', 'api.d.ts');

const HEADER = `/**
 * 由服务端 OpenAPI 文档生成，请勿手改。Generated from the server's OpenAPI document — do not edit.
 * Regenerate with: npm run gen:types
 */

`;

/** The OpenAPI document of the app, built without a database or a listening socket. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'haoshi-gen-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      H5_DIST: path.join(dataDir, 'none'),
      LOG_LEVEL: 'silent',
      SMS_PROVIDER: 'memory',
      LISTING_INDEX: 'false',
    },
    { dataKey: randomBytes(32) },
  );
  // routes are only registered, never called, so no database is needed
  const db = {
    db: {} as DbHandle['db'],
    kind: 'pg',
    migrate: async () => {},
    ping: async () => false,
    close: async () => {},
  } satisfies DbHandle;
  const app = await buildApp({ config, db });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The client's types for an OpenAPI document (tools/contract-drift.mjs feeds it an altered copy). */
export async function typesFromDocument(doc: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(doc as never, { alphabetize: true });
  return HEADER + astToString(ast);
}

export async function generateTypes(): Promise<string> {
  return typesFromDocument(await openApiDocument());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = await generateTypes();
  writeFileSync(TYPES_FILE, out);
  console.log(`wrote ${path.relative(REPO_ROOT, TYPES_FILE)} (${out.length} bytes)`);
}
