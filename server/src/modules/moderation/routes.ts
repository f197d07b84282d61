import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { errorResponses } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { Forbidden, NotFound } from '../../lib/errors.js';
import { mediaVerdict, pushSignatureValid } from './push.js';

const route = routeKit({ tags: ['system'] });

const PushQuery = Type.Object({
  signature: Type.Optional(Type.String({ maxLength: 64 })),
  timestamp: Type.Optional(Type.String({ maxLength: 20 })),
  nonce: Type.Optional(Type.String({ maxLength: 64 })),
  echostr: Type.Optional(Type.String({ maxLength: 200 })),
});

/**
 * WeChat's message push endpoint (set it in the mini-program console with WX_PUSH_TOKEN as the
 * token): the verdicts of image content checks. WeChat expects plain text answers, not our envelope.
 */
export async function moderationRoutes(
  root: App,
  deps: { pushToken: string | null; onImageVerdict: (traceId: string, verdict: 'pass' | 'risky') => Promise<boolean> },
) {
  const { pushToken, onImageVerdict } = deps;
  const check = (q: { signature?: string; timestamp?: string; nonce?: string }) => {
    if (!pushToken) throw new NotFound('未配置消息推送');
    if (!pushSignatureValid(pushToken, q)) throw new Forbidden('签名无效');
  };

  // the console checks the address once by asking for its echostr back
  root.get(
    '/api/wx/push',
    route.public({
      summary: '微信消息推送地址校验（回显 echostr）',
      querystring: PushQuery,
      response: { 200: Type.String(), ...errorResponses },
    }),
    async (req, reply) => {
      check(req.query);
      return reply.type('text/plain; charset=utf-8').send(req.query.echostr ?? '');
    },
  );

  root.post(
    '/api/wx/push',
    route.public({
      summary: '微信消息推送：图片内容安全检查结果（mediaCheckAsync）',
      querystring: PushQuery,
      body: Type.Object({}, { additionalProperties: true }),
      response: { 200: Type.String(), ...errorResponses },
    }),
    async (req, reply) => {
      check(req.query);
      const v = mediaVerdict(req.body);
      if (v && !(await onImageVerdict(v.traceId, v.verdict)))
        req.log.warn({ traceId: v.traceId }, 'content check verdict for an unknown image');
      return reply.type('text/plain; charset=utf-8').send('success');
    },
  );
}
