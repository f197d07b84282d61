import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError, TooManyRequests } from '../lib/errors.js';
import { fail } from '../lib/envelope.js';
import { isDbUnavailable } from '../db/unavailable.js';
import { sqlForDebug } from '../lib/log-errors.js';

interface AjvErr {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

const KEYWORD_TEXT: Record<string, string> = {
  required: '不能为空',
  pattern: '格式不正确',
  format: '格式不正确',
  minLength: '长度不正确',
  maxLength: '长度不正确',
  minimum: '超出范围',
  maximum: '超出范围',
  minItems: '数量不正确',
  maxItems: '数量不正确',
  type: '类型不正确',
  enum: '取值不正确',
  const: '取值不正确',
  anyOf: '取值不正确',
  additionalProperties: '不支持',
};

/** Turn Ajv's first error into "参数错误：<field> <问题>". */
export function validationMessage(errors: AjvErr[]): string {
  const e = errors[0];
  if (!e) return '参数错误';
  let field = (e.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (e.keyword === 'required' && typeof e.params?.missingProperty === 'string') {
    field = field ? `${field}.${e.params.missingProperty}` : e.params.missingProperty;
  }
  if (e.keyword === 'additionalProperties' && typeof e.params?.additionalProperty === 'string') {
    field = String(e.params.additionalProperty);
  }
  const what = KEYWORD_TEXT[e.keyword ?? ''] ?? '不正确';
  return field ? `参数错误：${field} ${what}` : `参数错误：请求${what}`;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError & { validation?: AjvErr[] }, request, typedReply) => {
    // route response schemas narrow the reply type per route; the envelope fits them all
    const reply = typedReply as FastifyReply;
    if (err.validation) {
      return reply.code(400).send(fail(400, validationMessage(err.validation)));
    }
    const appErr: unknown = err;
    if (appErr instanceof AppError) {
      if (appErr instanceof TooManyRequests) reply.header('Retry-After', String(appErr.retryAfter));
      if (appErr.code >= 500) request.log.error({ err }, 'app error');
      return reply.code(appErr.code).send(fail(appErr.code, appErr.message));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type…) are the client's fault
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const msg =
        status === 413
          ? '请求内容过大'
          : status === 415
            ? '不支持的请求格式'
            : err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? '参数错误：请求体不是合法的 JSON'
              : '请求无效';
      return reply.code(status).send(fail(status, msg));
    }
    if (isDbUnavailable(err)) {
      // the database is unreachable (restart, failover, network): a clean, retryable answer
      request.log.warn(
        { err: { message: err.message, code: (err as { code?: unknown }).code } },
        'database unavailable',
      );
      reply.header('Retry-After', '5');
      return reply.code(503).send(fail(503, '服务暂时不可用，请稍后重试'));
    }
    // the statement only at debug level (the err serializer keeps it and its parameters out of
    // the error line, see lib/log-errors.ts): enough to find the query, nothing of the data
    const sql = sqlForDebug(err);
    if (sql) request.log.debug({ sql }, 'failed query');
    request.log.error({ err }, 'unhandled error');
    // never leak stack traces or SQL; the request id lets support find the log line
    return reply.code(500).send(fail(500, '服务器繁忙，请稍后再试', { requestId: String(request.id) }));
  });
}

/**
 * Errors Fastify raises before any route runs (a path segment over maxParamLength, a malformed
 * URL): the same envelope as every other answer instead of Fastify's own JSON.
 */
export function frameworkErrors(err: FastifyError, _req: unknown, reply: FastifyReply) {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.code(status).send(fail(status, status === 414 ? '请求地址过长' : '请求地址无效'));
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers or URL over the size
 * limit, garbage on the socket): answered with an envelope on the raw socket, then closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: import('node:stream').Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, msg] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', '请求头或地址过长']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', '请求超时']
        : [400, 'Bad Request', '请求无效'];
  const body = JSON.stringify(fail(status, msg));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
