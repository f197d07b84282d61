import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Type } from 'typebox';
import { startModuleJobs } from '../src/jobs.js';
import * as schema from '../src/db/schema.js';
import { tableNames, type ModuleManifest } from '../src/module-kit.js';
import { MODULES } from '../src/modules.js';
import { setup, type TestCtx } from './helpers.js';

// Issue 35: a module plugs in through its manifest alone. This fixture module has one route and one
// job; buildApp loads it from extraModules and server.ts's job runner starts its job, with no edit to
// app.ts, compose.ts or server.ts.
let built: Date | null = null;
let ticks = 0;
const fixture: ModuleManifest = {
  name: 'fixture',
  tables: [],
  // built from the ports like any module: here the clock and the user repository an earlier module built
  build: (p) => {
    built = p.clock.now();
    assert.equal(typeof p.userRepo.findById, 'function');
    return {};
  },
  routes: [
    {
      order: 10_000,
      register: async (app) => {
        app.get(
          '/api/fixture/ping',
          {
            schema: {
              tags: ['system'],
              summary: 'fixture',
              response: {
                200: Type.Object({
                  code: Type.Literal(200),
                  msg: Type.String(),
                  data: Type.Object({ pong: Type.Boolean() }),
                }),
              },
            },
          },
          async () => ({ code: 200 as const, msg: 'ok', data: { pong: true } }),
        );
      },
    },
  ],
  jobs: [
    {
      name: 'fixture-tick',
      intervalMs: () => 60_000,
      start: () => {
        ticks++;
        return { stop: async () => {} };
      },
    },
  ],
};

let ctx: TestCtx;
before(async () => {
  ctx = await setup({ extraModules: [fixture] });
});
after(async () => {
  await ctx.close();
});

test('a fixture module passed to buildApp is built from the ports and its route answers', async () => {
  assert.ok(built, 'the fixture was built');
  const r = await ctx.app.inject({ method: 'GET', url: '/api/fixture/ping' });
  assert.equal(r.statusCode, 200);
  assert.deepEqual(r.json(), { code: 200, msg: 'ok', data: { pong: true } });
  // its route is in the OpenAPI document like every module's, after theirs
  const paths = Object.keys((ctx.app.swagger() as { paths: Record<string, unknown> }).paths);
  assert.equal(paths.at(-1), '/api/fixture/ping');
  // the app's own routes still answer beside it
  assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
});

test("the fixture's job is registered and started with the app's own jobs", async () => {
  assert.deepEqual(
    ctx.app.modules.map((m) => m.name),
    [...MODULES.map((m) => m.name), 'fixture'],
  );
  const jobs = startModuleJobs(ctx.app.modules, ctx.app.services, ctx.app.log, ctx.config);
  try {
    assert.ok(jobs.names.includes('fixture-tick'), jobs.names.join(', '));
    for (const name of ['trade', 'tradein', 'rental', 'notify']) assert.ok(jobs.names.includes(name), name);
    assert.equal(ticks, 1);
  } finally {
    await jobs.stop();
  }
});

test('the manifests name every table of db/schema.ts, each in one module', () => {
  const owners = new Map<string, string>();
  for (const m of MODULES)
    for (const t of m.tables) {
      assert.ok(!owners.has(t), `${t}: ${owners.get(t)} and ${m.name}`);
      owners.set(t, m.name);
    }
  assert.deepEqual([...owners.keys()].sort(), tableNames(schema).sort());
});
