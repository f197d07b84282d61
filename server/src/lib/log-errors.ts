import { stdSerializers } from 'pino';

interface QueryErrorLike extends Error {
  query: string;
  params: unknown;
}

/** Drizzle's DrizzleQueryError: the SQL and its parameters in the message, the stack and two fields. */
export function isQueryError(e: unknown): e is QueryErrorLike {
  return e instanceof Error && typeof (e as Partial<QueryErrorLike>).query === 'string' && 'params' in e;
}

/** The query error in an error's cause chain, if any (a service may wrap it). */
export function findQueryError(e: unknown): QueryErrorLike | null {
  for (let x = e, depth = 0; x && depth < 5; x = (x as { cause?: unknown }).cause, depth++) {
    if (isQueryError(x)) return x;
  }
  return null;
}

// driver fields that say what went wrong without quoting the statement or a row (`detail` quotes
// key values, `where`/`internalQuery` quote SQL, `position` only makes sense beside the SQL)
const DRIVER_FIELDS = ['code', 'severity', 'routine', 'table', 'column', 'constraint'] as const;

function driverError(cause: unknown): Record<string, unknown> | undefined {
  if (!cause || typeof cause !== 'object') return undefined;
  const c = cause as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  if (typeof c.message === 'string') out.message = c.message;
  for (const k of DRIVER_FIELDS) if (typeof c[k] === 'string' && c[k]) out[k] = c[k];
  return out;
}

/**
 * pino's `err` serializer, made safe for failed queries. Drizzle puts the whole statement and its
 * parameters (a phone number, a password hash, an order's secret) in the message, the stack and
 * two fields; pino's standard serializer would print all of them at error level. For those, the
 * line keeps the driver's own message and SQLSTATE; the statement is logged at debug level by the
 * error handler (`sqlForDebug`), and the parameters never.
 */
const QUERY_MESSAGE = /^Failed query: /;

export interface SerializedErr {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function serializeErr(e: Error): SerializedErr {
  // a log call that passed `err: (e as Error).message`: Drizzle's message is the statement and its values
  if (typeof e === 'string') return (QUERY_MESSAGE.test(e) ? 'database query failed' : e) as unknown as SerializedErr;
  const q = findQueryError(e);
  if (!q) return stdSerializers.err(e);
  const frames = (q.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  return {
    type: 'DatabaseQueryError',
    message: 'database query failed',
    stack: ['DatabaseQueryError: database query failed', ...frames].join('\n'),
    cause: driverError(q.cause),
  };
}

/** The statement of a failed query, without its parameters, for a debug-level line. */
export function sqlForDebug(e: unknown): string | null {
  return findQueryError(e)?.query ?? null;
}
