import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { Ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { RULE_KEYS, type RuleKey } from './rules.js';

const route = routeKit({ tags: ['system'] });

// one named property per rule, so the generated client types know every key
const RuleTexts = Type.Object(Object.fromEntries(RULE_KEYS.map((k) => [k, Type.String()])));

/** GET /api/rules: the configured figures users read (durations, fees, percentages, limits). */
export async function rulesRoutes(app: App, deps: { texts: Record<RuleKey, string> }) {
  const body = { code: 200 as const, msg: 'ok', data: deps.texts };
  app.get(
    '/api/rules',
    route.public({
      summary: '平台规则数字（时限、费率、保障期）：客户端与内容页面的文案都由此而来',
      // the envelope alone, as this route always declared: its answer is a constant, no error status
      response: { 200: Ok(RuleTexts) },
    }),
    async (_req, reply) => {
      // the figures change only with a restart under new configuration
      reply.header('Cache-Control', 'public, max-age=300');
      return body;
    },
  );
}
