import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { fail } from '../lib/envelope.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Taro's H5 build puts content-hashed files under these folders
const HASHED_DIRS = new Set(['js', 'css', 'static', 'assets', 'chunk', 'fonts', 'img', 'media']);

const MISSING_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>号市 HaoShi</title></head>
<body style="font-family:sans-serif;padding:24px;line-height:1.6"><h1>号市 HaoShi 服务端已启动</h1>
<p>尚未找到 H5 前端构建产物（dist/h5）。请在仓库根目录执行 <code>npm run build:h5</code> 后刷新本页。</p>
<p>接口文档：<a href="/api/docs">/api/docs</a></p></body></html>`;

/**
 * Serves the built H5 client and uploaded files, and answers everything no route matched:
 * unknown /api paths get the JSON envelope, other GETs get index.html (history-mode routing).
 */
export async function registerStatic(app: FastifyInstance, opts: { h5Dist: string; uploadsDir: string }) {
  const hasDist = existsSync(path.join(opts.h5Dist, 'index.html'));

  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: !hasDist,
    index: false,
    // without this, send() writes its own "max-age=0" over the header set below
    cacheControl: false,
    // file names are random (uploads) or content-hashed (catalogue artwork) and never rewritten,
    // so they can be cached forever
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  });

  if (hasDist) {
    await app.register(fastifyStatic, {
      root: opts.h5Dist,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      // the build writes .br/.gz copies (tools/precompress.mjs): sent when the browser accepts them
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // the same URL answers br, gzip or identity bytes by Accept-Encoding: shared caches must key on it
        res.setHeader('Vary', 'Accept-Encoding');
        const rel = path.relative(opts.h5Dist, filePath).split(path.sep);
        if (filePath.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
        else if (rel.length > 1 && HASHED_DIRS.has(rel[0]!)) res.setHeader('Cache-Control', IMMUTABLE);
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    });
  } else {
    app.get('/', { schema: { hide: true } }, (_req, reply) =>
      reply.type('text/html; charset=utf-8').send(MISSING_PAGE),
    );
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0]!;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/')) {
      return reply.code(404).send(fail(404, '接口不存在'));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(404).send(fail(404, '接口不存在'));
    // a path with a file extension is a missing asset, not a client route
    if (path.extname(url)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    if (!hasDist) return reply.code(404).type('text/html; charset=utf-8').send(MISSING_PAGE);
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', opts.h5Dist, { cacheControl: false });
  });
}

export function isDir(p: string) {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}
