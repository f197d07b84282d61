import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Sent with every answer: no MIME sniffing, no framing, little referrer, no powerful features. */
const COMMON: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** HSTS only on answers that went out over TLS (directly, or at a trusted proxy): on plain HTTP it means nothing and would pin a dev host. */
const COMMON_ENTRIES = Object.entries(COMMON);

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The H5 page's policy: its own scripts plus the inline ones index.html carries (allowed by hash,
 * so an injected script still cannot run), inline styles (the runtime injects <style> tags),
 * images from here and data:/blob: (previews of picked photos), API calls to the same origin.
 */
export function h5Csp(indexHtml: string): string {
  const hashes = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Taro's H5 uploadFile reads the picked photo back from its blob: URL before posting it
    "connect-src 'self' blob: data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, opts: { h5Dist: string }) {
  const index = path.join(opts.h5Dist, 'index.html');
  // read once: the build is immutable while the server runs
  const csp = h5Csp(existsSync(index) ? readFileSync(index, 'utf8') : '');
  // callback-style, not async: this runs on every response (see app.ts)
  app.addHook('onSend', (req, reply, payload, done) => {
    for (const [k, v] of COMMON_ENTRIES) if (!reply.hasHeader(k)) reply.header(k, v);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    // pages that set their own policy (the sandbox cashier) keep it; the API docs load their own scripts
    if (
      type.startsWith('text/html') &&
      !reply.hasHeader('content-security-policy') &&
      !req.url.startsWith('/api/docs')
    ) {
      reply.header('content-security-policy', csp);
    }
    done(null, payload);
  });
}
