import { freshDb, testConfig } from './helpers.ts';
import { buildApp } from '../src/app.js';
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const db = await freshDb();
  const t1 = performance.now();
  const app = await buildApp({ config: testConfig(), db } as any);
  const t2 = performance.now();
  await app.ready();
  const t3 = performance.now();
  console.log('db', Math.round(t1 - t0), 'build', Math.round(t2 - t1), 'ready', Math.round(t3 - t2));
  await app.close(); await db.close();
}
