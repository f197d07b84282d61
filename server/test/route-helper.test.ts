import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RouteOptions } from 'fastify';
import { Type } from 'typebox';
import { Ok, SECURED, errorResponses } from '../src/lib/envelope.js';
import { hiddenRoute, routeKit } from '../src/lib/route.js';
import { guardRoute } from '../src/plugins/auth.js';

// Issue 39: a route states what differs (summary, inputs, the data of its answer, its login) and the
// route kit writes the rest. Its options must be the ones the routes used to spell out, or the
// OpenAPI document (and the client's types) would change.
const Query = Type.Object({ page: Type.Optional(Type.Integer()) });
const Params = Type.Object({ id: Type.Integer() });
const Body = Type.Object({ name: Type.String() });
const Item = Type.Object({ id: Type.Integer() });

/** what Fastify hands the onRoute hooks for these options */
const registered = (url: string, options: object) =>
  ({ method: 'POST', url, handler: async () => null, ...options }) as unknown as RouteOptions;

test('a user route: the login check, its security and the envelope, as the routes wrote them', () => {
  const route = routeKit({ tags: ['order'], authAfterValidation: true });
  assert.deepEqual(route.user({ summary: '订单', params: Params, querystring: Query, data: Item }), {
    config: { auth: 'user', authAfterValidation: true },
    schema: {
      tags: ['order'],
      summary: '订单',
      security: SECURED,
      params: Params,
      querystring: Query,
      response: { 200: Ok(Item), ...errorResponses },
    },
  });
});

test('a staff route checks before validation unless its kit says otherwise', () => {
  const admin = routeKit({ tags: ['admin'] });
  const options = admin.staff({ summary: '新增', body: Body, data: Type.Null() });
  // no authAfterValidation key at all: the routes that checked in onRequest never wrote one
  assert.deepEqual(options.config, { auth: 'staff' });
  assert.deepEqual(options.schema, {
    tags: ['admin'],
    summary: '新增',
    body: Body,
    security: SECURED,
    response: { 200: Ok(Type.Null()), ...errorResponses },
  });
  assert.deepEqual(routeKit({ tags: ['tradein'] }).merchant({ summary: '报价', data: Item }).config, {
    auth: 'merchant',
  });
});

test('a public route has neither a login check nor a security requirement', () => {
  const route = routeKit({ tags: ['catalogue'], authAfterValidation: true });
  const options = route.public({ summary: '商品', params: Params, data: Item });
  assert.equal('config' in options, false);
  assert.equal('security' in options.schema, false);
  assert.deepEqual(options.schema.response, { 200: Ok(Item), ...errorResponses });
});

test('a route that does not answer with the envelope gives its whole response map', () => {
  const response = { 200: Type.String(), ...errorResponses };
  const options = routeKit({ tags: ['system'] }).public({ summary: '推送', response });
  assert.equal(options.schema.response, response);
  assert.deepEqual(hiddenRoute({ params: Params }), { schema: { hide: true, params: Params } });
});

test('the login check and the security requirement cannot disagree', () => {
  const route = routeKit({ tags: ['x'], authAfterValidation: true });
  // every route the kit builds passes start-up's check, and gets its login check in the right phase
  const late = registered('/api/x', route.user({ summary: 'u', data: Item }));
  guardRoute(late);
  assert.equal(Array.isArray(late.preHandler) && late.preHandler.length, 1);
  const early = registered('/api/admin/x', routeKit({ tags: ['admin'] }).staff({ summary: 's', data: Item }));
  guardRoute(early);
  assert.equal(Array.isArray(early.onRequest) && early.onRequest.length, 1);
  guardRoute(registered('/api/x', route.public({ summary: 'p', data: Item })));
  // a spec cannot bring its own security, login or tags (the types refuse them; so does the kit)
  for (const extra of [{ security: SECURED }, { config: { auth: 'user' } }, { tags: ['y'] }])
    assert.throws(() => route.public({ summary: 'p', data: Item, ...extra } as never), /route kit's to write/);
  // nor both (or neither) kinds of answer
  assert.throws(() => route.user({ summary: 'd', data: Item, response: {} } as never), /either/);
  assert.throws(() => route.user({ summary: 'n' } as never), /either/);
  // and a console route built as public is still refused at start-up
  assert.throws(() => guardRoute(registered('/api/admin/x', route.public({ summary: 'p', data: Item }))), /staff/);
});
