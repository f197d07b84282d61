/**
 * Whether an error means "the database cannot be reached right now" (as opposed to a bad query):
 * refused or dropped connections, connect timeouts, the server shutting down or out of slots.
 * Drizzle wraps driver errors (DrizzleQueryError.cause), so the whole cause chain is read.
 */
const NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATE class 08 (connection exception), 57P01-03 (admin shutdown, crash shutdown, cannot connect now), 53300 (too many connections)
const SQLSTATES = /^(08\w{3}|57P0[123]|53300)$/;
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|connect ECONNREFUSED/i;

export function isDbUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NET_CODES.has(code) || SQLSTATES.test(code)) return true;
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  }
  return false;
}
