import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * WeChat's message push (the mini-program console's 消息推送, JSON, plain-text mode): how the
 * verdicts of asynchronous content checks arrive. WeChat signs each call with
 * sha1(sort(token, timestamp, nonce)); anything else is refused.
 */
export function pushSignatureValid(token: string, q: { signature?: string; timestamp?: string; nonce?: string }) {
  if (!q.signature || !q.timestamp || !q.nonce) return false;
  const expected = createHash('sha1').update([token, q.timestamp, q.nonce].sort().join('')).digest('hex');
  const got = Buffer.from(q.signature.toLowerCase());
  const want = Buffer.from(expected);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** The verdict of a `wxa_media_check` event (mediaCheckAsync version 2), or null for any other message. */
export function mediaVerdict(body: unknown): { traceId: string; verdict: 'pass' | 'risky' } | null {
  const b = body as { Event?: string; trace_id?: unknown; result?: { suggest?: string } } | null;
  if (!b || b.Event !== 'wxa_media_check' || typeof b.trace_id !== 'string') return null;
  // 'review' (a person should look) is not a refusal: listings are reviewed by operators anyway
  return { traceId: b.trace_id, verdict: b.result?.suggest === 'risky' ? 'risky' : 'pass' };
}
