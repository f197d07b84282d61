import { Writable } from 'node:stream';

/**
 * Request logging: one line per request, written when the response is done.
 *
 * Fastify's default writes two lines per request ("incoming request" and "request completed"),
 * which buries the start banner in a terminal and doubles log volume in production.
 */
export function requestLine(req: { method: string; url: string }, statusCode: number, ms: number) {
  // the url is logged without its query: queries carry search words and sometimes ids, and the
  // route is what an operator reads the log for
  const path = req.url.split('?')[0];
  return { method: req.method, url: path, statusCode, ms: Math.round(ms * 10) / 10 };
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
// fields shown in the line itself; everything else goes after it as key=value
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'method', 'url', 'statusCode', 'ms']);

/** One pino JSON record as one short human line: `12:03:04 INFO  GET /api/health 200 1.2 ms`. */
export function prettyLine(json: string): string {
  let rec: Record<string, unknown>;
  try {
    rec = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  const time = new Date(typeof rec.time === 'number' ? rec.time : Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[rec.level as number] ?? String(rec.level)).padEnd(5);
  const parts = [time, level];
  if (rec.method) parts.push(`${rec.method} ${rec.url} ${rec.statusCode} ${rec.ms} ms`);
  else if (rec.msg !== undefined) parts.push(String(rec.msg));
  for (const [k, v] of Object.entries(rec)) {
    if (SHOWN.has(k)) continue;
    if (k === 'err' && v && typeof v === 'object') {
      const err = v as { type?: string; message?: string; stack?: string };
      parts.push(`\n${err.stack ?? `${err.type}: ${err.message}`}`);
      continue;
    }
    parts.push(`${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  }
  return parts.join(' ');
}

/** A pino destination that prints each record with prettyLine; used when stdout is a terminal. */
export function prettyStream(out: NodeJS.WritableStream = process.stdout): Writable {
  let pending = '';
  return new Writable({
    write(chunk, _enc, cb) {
      pending += String(chunk);
      let nl: number;
      while ((nl = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, nl);
        pending = pending.slice(nl + 1);
        if (line) out.write(`${prettyLine(line)}\n`);
      }
      cb();
    },
  });
}
