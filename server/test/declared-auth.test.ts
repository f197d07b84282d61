import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Type } from 'typebox';
import { SECURED } from '../src/lib/envelope.js';
import type { ModuleManifest } from '../src/module-kit.js';
import { auth, freshDb, registerUser, setup, type TestCtx } from './helpers.js';

// Issue 35: a route declares the login it needs (config.auth) and the app's one check enforces it,
// at the phase the route declares; the empty-JSON parser is the app's, not each scope's.
const Body = Type.Object({ n: Type.Integer() });
const answer = async () => ({ code: 200, msg: 'ok', data: null });

function fixture(routes: (app: Parameters<NonNullable<ModuleManifest['routes']>[number]['register']>[0]) => void) {
  return {
    name: 'fixture',
    tables: [],
    routes: [{ order: 10_000, register: async (app) => routes(app) }],
  } satisfies ModuleManifest;
}

const declared = fixture((app) => {
  app.post('/api/fixture/early', { config: { auth: 'user' }, schema: { security: SECURED, body: Body } }, answer);
  app.post(
    '/api/fixture/late',
    { config: { auth: 'user', authAfterValidation: true }, schema: { security: SECURED, body: Body } },
    answer,
  );
  app.get('/api/fixture/staff', { config: { auth: 'staff' }, schema: { security: SECURED } }, answer);
  app.get('/api/fixture/merchant', { config: { auth: 'merchant' }, schema: { security: SECURED } }, answer);
});

let ctx: TestCtx;
let token: string;
before(async () => {
  ctx = await setup({ extraModules: [declared] });
  token = (await registerUser(ctx)).token;
});
after(async () => {
  await ctx.close();
});

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

test('an anonymous call is refused before its body is read, unless the route checks after validation', async () => {
  // the check in onRequest answers 401 whatever the body; in preHandler an invalid body answers first
  assert.equal((await post('/api/fixture/early', '{"n":"x"}')).statusCode, 401);
  assert.equal((await post('/api/fixture/early', 'not json')).statusCode, 401);
  assert.equal((await post('/api/fixture/late', '{"n":"x"}')).statusCode, 400);
  assert.equal((await post('/api/fixture/late', 'not json')).statusCode, 400);
  // with a valid body both refuse the anonymous caller, and both let a logged-in one through
  for (const url of ['/api/fixture/early', '/api/fixture/late']) {
    assert.equal((await post(url, '{"n":1}')).statusCode, 401, url);
    assert.equal((await post(url, '{"n":1}', auth(token))).statusCode, 200, url);
  }
});

test('a role the caller lacks is 403, no login 401', async () => {
  for (const url of ['/api/fixture/staff', '/api/fixture/merchant']) {
    assert.equal((await ctx.app.inject({ method: 'GET', url })).statusCode, 401, url);
    assert.equal((await ctx.app.inject({ method: 'GET', url, headers: auth(token) })).statusCode, 403, url);
  }
});

test('an empty JSON body means no body on every route, also outside the modules that asked for it', async () => {
  // /api/logout's scope never registered the parser itself: an empty body was a 400 there before
  const { token: mine } = await registerUser(ctx);
  const r = await post('/api/logout', '', auth(mine));
  assert.equal(r.statusCode, 200, r.body);
  // a route that needs a body still refuses the empty one, as an invalid request and not a crash
  const login = await post('/api/login', '   ');
  assert.equal(login.statusCode, 400, login.body);
  // anything else still goes through Fastify's parser and its poisoning checks
  assert.equal((await post('/api/login', '{"__proto__":{"x":1}}')).statusCode, 400);
  assert.equal((await post('/api/login', '{"constructor":{"prototype":{"x":1}}}')).statusCode, 400);
});

test('startup refuses a route whose declared login and OpenAPI security disagree', async () => {
  const cases: [string, ModuleManifest][] = [
    ['disagree', fixture((app) => app.get('/api/fixture/a', { schema: { security: SECURED } }, answer))],
    ['disagree', fixture((app) => app.get('/api/fixture/b', { config: { auth: 'user' } }, answer))],
    [
      "auth: 'staff'",
      fixture((app) =>
        app.get('/api/admin/fixture', { config: { auth: 'user' }, schema: { security: SECURED } }, answer),
      ),
    ],
  ];
  for (const [message, m] of cases) {
    const db = await freshDb();
    try {
      await assert.rejects(setup({ db, extraModules: [m] }), (e: Error) => e.message.includes(message));
    } finally {
      await db.close();
    }
  }
});
