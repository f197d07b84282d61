import assert from 'node:assert/strict';
import { Reactions } from '../src/lib/events.js';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { MemoryRateLimiter } from '../src/lib/rate-limit.js';
import type { UploadRepo } from '../src/modules/upload/repository.js';
import { createUploadService } from '../src/modules/upload/service.js';
import type { FileStorage } from '../src/modules/upload/storage.js';
import { auth, call, registerUser, setup, type TestCtx } from './helpers.js';

let ctx: TestCtx;
before(async () => {
  ctx = await setup();
});
after(async () => {
  await ctx.close();
});

export function multipart(buf: Buffer, filename: string, field = 'file', type = 'image/png') {
  const boundary = '----hs' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    buf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const picture = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 80, b: 40 } } });

async function upload(token: string | null, buf: Buffer, filename: string, field = 'file') {
  const m = multipart(buf, filename, field);
  return call(ctx, {
    method: 'POST',
    url: '/api/common/upload',
    payload: m.payload,
    headers: { ...m.headers, ...(token ? auth(token) : {}) },
  });
}

async function count(): Promise<number> {
  const r = (await ctx.db.db.execute(sql`select count(*)::int as n from uploads`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(r.rows[0]!.n);
}

const file = (url: string) => path.join(ctx.config.dataDir, url);

describe('upload', () => {
  test('a PNG named .jpg is stored as PNG (type by content), with a webp thumbnail, served with long-cache headers', async () => {
    const { token } = await registerUser(ctx);
    const png = await picture(800, 600).png().toBuffer();
    const r = await upload(token, png, 'screenshot.jpg');
    assert.equal(r.statusCode, 200, r.body);
    const { url, thumb } = r.json().data;
    assert.match(url, /^\/uploads\/\d{6}\/[\w-]+\.png$/);
    assert.match(thumb, /^\/uploads\/\d{6}\/[\w-]+_t\.webp$/);
    assert.ok(existsSync(file(url)) && existsSync(file(thumb)));
    const meta = await sharp(readFileSync(file(url))).metadata();
    assert.equal(meta.format, 'png');
    assert.equal(meta.width, 800);
    const tmeta = await sharp(readFileSync(file(thumb))).metadata();
    assert.equal(tmeta.format, 'webp');
    assert.equal(tmeta.width, 360);
    const get = await ctx.app.inject({ method: 'GET', url });
    assert.equal(get.statusCode, 200);
    assert.match(String(get.headers['cache-control']), /max-age=31536000/);
    assert.equal((await ctx.app.inject({ method: 'GET', url: thumb })).statusCode, 200);
  });

  test('EXIF (camera, GPS) is gone after upload, and the orientation is applied to the pixels', async () => {
    const { token } = await registerUser(ctx);
    const jpeg = await picture(400, 200)
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Make: 'SecretCamCorp', Model: 'LeakyPhone 9', Artist: 'Zhang San' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '31/1 14/1 0/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '121/1 28/1 0/1',
          },
        },
      })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    assert.ok(
      before.exif && before.exif.includes(Buffer.from('SecretCamCorp')),
      'the test picture really carries EXIF',
    );
    const r = await upload(token, jpeg, 'photo.jpg');
    assert.equal(r.statusCode, 200, r.body);
    const { url, thumb } = r.json().data;
    assert.match(url, /\.jpg$/);
    for (const u of [url, thumb]) {
      const bytes = readFileSync(file(u));
      const m = await sharp(bytes).metadata();
      assert.equal(m.exif, undefined, `${u} has no EXIF block`);
      assert.equal(m.orientation, undefined);
      for (const needle of ['SecretCamCorp', 'LeakyPhone', 'Zhang San', 'Exif'])
        assert.ok(!bytes.includes(Buffer.from(needle)), `${u} does not contain ${needle}`);
    }
    const m = await sharp(readFileSync(file(url))).metadata();
    assert.deepEqual([m.width, m.height], [200, 400], 'rotated upright before the orientation tag was dropped');
  });

  test('WebP is accepted; large pictures are scaled down to 2560 px', async () => {
    const { token } = await registerUser(ctx);
    const r = await upload(token, await picture(3000, 1000).webp().toBuffer(), 'a.webp');
    assert.equal(r.statusCode, 200, r.body);
    const m = await sharp(readFileSync(file(r.json().data.url))).metadata();
    assert.equal(m.format, 'webp');
    assert.equal(m.width, 2560);
  });

  test('uploads are rate-limited per user', async () => {
    const c = await setup({ env: { RATE_UPLOAD_USER: '2' } });
    try {
      const png = await picture(20, 20).png().toBuffer();
      const send = async (token: string) => {
        const m = multipart(png, 'a.png');
        return c.app.inject({
          method: 'POST',
          url: '/api/common/upload',
          payload: m.payload,
          headers: { ...m.headers, ...auth(token) },
        });
      };
      const a = await registerUser(c);
      assert.equal((await send(a.token)).statusCode, 200);
      assert.equal((await send(a.token)).statusCode, 200);
      const r = await send(a.token);
      assert.equal(r.statusCode, 429);
      assert.match(r.json().msg, /频繁/);
      assert.equal((await send((await registerUser(c)).token)).statusCode, 200, 'per user');
    } finally {
      await c.close();
    }
  });

  test('refuses a text file named .png, GIF, a corrupt PNG, oversize, the wrong field and anonymous callers; nothing stored', async () => {
    const { token } = await registerUser(ctx);
    const n0 = await count();
    const text = await upload(token, Buffer.from('hello, this is not a picture'), 'x.png');
    assert.equal(text.statusCode, 400);
    assert.equal(text.json().msg, '仅支持 JPG、PNG、WebP 格式的图片');
    const gif = await upload(token, Buffer.from('GIF89a' + 'x'.repeat(40)), 'x.gif');
    assert.equal(gif.statusCode, 400);
    const corrupt = await upload(
      token,
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
      'x.png',
    );
    assert.equal(corrupt.statusCode, 400);
    assert.match(corrupt.json().msg, /无法识别/);
    const png = await picture(10, 10).png().toBuffer();
    const big = await upload(token, Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]), 'big.png');
    assert.equal(big.statusCode, 400);
    assert.equal(big.json().msg, '图片不能超过 10MB');
    assert.equal((await upload(token, png, 'a.png', 'image')).statusCode, 400);
    assert.equal((await upload(null, png, 'a.png')).statusCode, 401);
    assert.equal(await count(), n0, 'no refused file is recorded');
  });
});

describe('image size and concurrency (issue 16 §5)', () => {
  test('a picture over 25 million pixels (5001×5001) is refused from its header; nothing stored', async () => {
    const { token } = await registerUser(ctx);
    const n0 = await count();
    const files0 = ctx.config.dataDir;
    const before = readdirDeep(path.join(files0, 'uploads'));
    const png = await picture(5001, 5001).png({ compressionLevel: 9 }).toBuffer();
    const r = await upload(token, png, 'huge.png');
    assert.equal(r.statusCode, 400, r.body);
    assert.deepEqual(r.json(), { code: 400, msg: '图片像素过大，请上传不超过 2500 万像素的图片', data: null });
    assert.equal(await count(), n0, 'nothing recorded');
    assert.deepEqual(readdirDeep(path.join(files0, 'uploads')), before, 'no file written');
    // exactly at the limit (5000×5000) is still fine
    const ok = await upload(token, await picture(5000, 5000).png({ compressionLevel: 9 }).toBuffer(), 'ok.png');
    assert.equal(ok.statusCode, 200, ok.body);
  });

  test('no more than IMAGE_CONCURRENCY pictures are processed at once; the rest wait their turn', async () => {
    let active = 0;
    let maxActive = 0;
    let started = 0;
    const gates: (() => void)[] = [];
    const stored: string[] = [];
    const storage: FileStorage = {
      put: async (key) => void stored.push(key),
      remove: async () => undefined,
      urlOf: (key) => `/uploads/${key}`,
    };
    const repo = { create: async () => undefined, ownedPaths: async () => [] } as unknown as UploadRepo;
    const service = createUploadService({
      repo,
      storage,
      limiter: new MemoryRateLimiter(ctx.clock),
      config: { rateLimits: ctx.config.rateLimits, imageConcurrency: 2 },
      clock: ctx.clock,
      events: new Reactions(ctx.app.log),
      // the seam stands in for sharp: each call stays "running" until the test lets it finish
      reencode: async () => {
        started++;
        active++;
        maxActive = Math.max(maxActive, active);
        await new Promise<void>((resolve) => gates.push(resolve));
        active--;
        return { main: Buffer.from('m'), thumb: Buffer.from('t') };
      },
    });
    const png = await picture(20, 20).png().toBuffer();
    const actor = { userId: 1, sessionId: 1, roles: ['user'] };
    const all = Promise.all(Array.from({ length: 5 }, () => service.saveImage(actor, png)));
    /** Let pending work run until `cond` holds: waits for events (header reads, hand-overs), not for time. */
    const until = async (cond: () => boolean) => {
      while (!cond()) await new Promise((r) => setImmediate(r));
    };
    // all five have read their header and are either processing or queued
    await until(() => started + service.imageQueue().waiting === 5);
    assert.equal(started, 2, 'two run, three wait');
    assert.equal(active, 2);
    assert.deepEqual(service.imageQueue(), { running: 2, waiting: 3 });
    for (let done = 1; done <= 3; done++) {
      gates.shift()!();
      await until(() => started === 2 + done);
      assert.equal(active, 2, `a waiting picture starts when one finishes (${done})`);
      assert.deepEqual(service.imageQueue(), { running: 2, waiting: 3 - done });
    }
    gates.shift()!();
    gates.shift()!();
    const out = await all;
    assert.equal(out.length, 5);
    assert.equal(maxActive, 2, 'never more than the bound at once');
    assert.equal(stored.length, 10, 'each picture and its thumbnail stored');
  });
});

function readdirDeep(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[]).map(String).sort();
}
