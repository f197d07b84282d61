import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Type } from 'typebox';
import { startModuleJobs } from '../src/jobs.js';
import * as schema from '../src/db/schema.js';
import { defineModule, tableNames, type ModuleManifest } from '../src/module-kit.js';
import { MODULES } from '../src/modules.js';
import { seedDemo, seedModules } from '../src/db/seed-demo.js';
import { freshDb, setup, type TestCtx } from './helpers.js';

// Issue 35: a module plugs in through its manifest alone. This fixture module has one route and one
// job; buildApp loads it from extraModules and server.ts's job runner starts its job, with no edit to
// app.ts, compose.ts or server.ts.
let built: Date | null = null;
let ticks = 0;
let starts = 0;
let stops = 0;
/** what the seed steps did, in order */
const lifecycle: string[] = [];
const fixture = defineModule({
  name: 'fixture',
  tables: [],
  // built from the ports like any module: here the clock and the user reads an earlier module built
  needs: ['clock', 'userReads'],
  build: (p) => {
    built = p.clock.now();
    assert.equal(typeof p.userReads.findById, 'function');
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
  start: (p) => {
    // started after every module is built and every route registered
    assert.equal(typeof p.catalogue.flushViews, 'function');
    assert.ok(p.app.hasRoute({ method: 'GET', url: '/api/fixture/ping' }));
    starts++;
    return { stop: async () => void stops++ };
  },
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
});

let ctx: TestCtx | null;
before(async () => {
  ctx = await setup({ extraModules: [fixture] });
});
after(async () => {
  await ctx?.close();
});

test('a fixture module passed to buildApp is built from the ports and its route answers', async () => {
  assert.ok(built, 'the fixture was built');
  const r = await ctx!.app.inject({ method: 'GET', url: '/api/fixture/ping' });
  assert.equal(r.statusCode, 200);
  assert.deepEqual(r.json(), { code: 200, msg: 'ok', data: { pong: true } });
  // its route is in the OpenAPI document like every module's, after theirs
  const paths = Object.keys((ctx!.app.swagger() as { paths: Record<string, unknown> }).paths);
  assert.equal(paths.at(-1), '/api/fixture/ping');
  // the app's own routes still answer beside it
  assert.equal((await ctx!.app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
});

test("the fixture's job is registered and started with the app's own jobs", async () => {
  assert.deepEqual(
    ctx!.app.modules.map((m) => m.name),
    [...MODULES.map((m) => m.name), 'fixture'],
  );
  const jobs = startModuleJobs(ctx!.app.modules, ctx!.app.services, ctx!.app.log, ctx!.config);
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

// Issue 36: a build is handed the small ports an owner publishes (audit, userReads, orderWrites …), never
// another module's whole repository, so what one module may do to another's tables stays visible in the
// owner's manifest.
test("no manifest needs a repository another module's repos() provides", () => {
  const owner = new Map<string, string>();
  for (const m of MODULES) for (const port of Object.keys(m.repos?.(ctx!.db.db) ?? {})) owner.set(port, m.name);
  const handed = MODULES.flatMap((m) =>
    (m.needs ?? [])
      .filter((port) => port.endsWith('Repo') && owner.has(port) && owner.get(port) !== m.name)
      .map((port) => `${m.name} needs ${owner.get(port)}'s ${port}`),
  );
  assert.deepEqual(handed, []);
});

/** A module with seed steps only, each recording that it ran. */
const seeding = (name: string, steps: { base?: number[]; demo?: number[] }): ModuleManifest => ({
  name,
  tables: [],
  seed: {
    base: steps.base?.map((order) => ({ order, run: async () => void lifecycle.push(`${name} base ${order}`) })),
    demo: steps.demo?.map((order) => ({
      order,
      run: async () => {
        lifecycle.push(`${name} demo ${order}`);
        return { goods: order };
      },
    })),
  },
});

test("the modules' seed steps run from their manifests, in one order across modules", async () => {
  const modules = [seeding('late', { base: [20], demo: [75] }), seeding('early', { base: [5], demo: [15] })];
  lifecycle.length = 0;
  const base = await seedModules(ctx!.db.db, { ...ctx!.config, seedDemo: false }, ctx!.clock, modules);
  assert.deepEqual(lifecycle, ['early base 5', 'late base 20']);
  assert.deepEqual(base, { goods: 0, deals: 0, rentals: 0 });
  // with SEED_DEMO the demo steps instead, placed among the shared ones (profiles 20, listing states 70)
  lifecycle.length = 0;
  const demo = await seedModules(ctx!.db.db, { ...ctx!.config, seedDemo: true }, ctx!.clock, modules);
  assert.deepEqual(lifecycle, ['early demo 15', 'late demo 75']);
  assert.deepEqual(demo, { goods: 90, deals: 0, rentals: 0 });
  assert.deepEqual(await seedDemo(ctx!.db.db, ctx!.config, ctx!.clock, []), { goods: 0, deals: 0, rentals: 0 });
});

test("the fixture's start ran once with the app, and closing the app stops it", async () => {
  assert.deepEqual([starts, stops], [1, 0]);
  const app = ctx!;
  ctx = null;
  await app.close();
  assert.deepEqual([starts, stops], [1, 1]);
});

test('a module reading a port it does not list in needs is refused while the app builds', async () => {
  const sneaky: ModuleManifest = {
    name: 'sneaky',
    tables: [],
    needs: ['clock'],
    // the type would refuse p.userReads with defineModule; a manifest typed loosely meets the runtime check
    build: (p) => (p.userReads ? {} : {}),
  };
  const db = await freshDb();
  try {
    await assert.rejects(
      setup({ db, extraModules: [sneaky] }),
      /module sneaky reads userReads, which its manifest does not list in needs/,
    );
  } finally {
    await db.close();
  }
});
