import { Type, type TSchema } from 'typebox';

/** The one response shape of the API: { code, msg, data }, HTTP status equals code. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = '操作成功'): { code: 200; msg: string; data: T } {
  return { code: 200, msg, data };
}

/** OpenAPI security requirement of routes that need a login (either header works). */
export const SECURED: { [scheme: string]: string[] }[] = [{ Token: [] }, { Bearer: [] }];

export function fail(code: number, msg: string, extra?: Record<string, unknown>) {
  return { code, msg, data: null, ...extra };
}

/** Response schema for a successful envelope wrapping `data`. */
export function Ok<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Literal(200), msg: Type.String(), data });
}

/** Response schema for error envelopes (any status). */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Null(),
  requestId: Type.Optional(Type.String()),
});

/** Common error statuses declared on every route so the OpenAPI document lists them. */
export const errorResponses = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  429: ErrorEnvelope,
  500: ErrorEnvelope,
} as const;
