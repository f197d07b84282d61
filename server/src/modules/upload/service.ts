import type { Executor } from '../../db/client.js';
import type { Reactions } from '../../lib/events.js';
import sharp from 'sharp';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { randomToken } from '../../lib/crypto.js';
import { BadRequest } from '../../lib/errors.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import { Semaphore } from '../../lib/semaphore.js';
import type { Actor } from '../../lib/actor.js';
import type { UploadRepo } from './repository.js';
import type { FileStorage } from './storage.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Larger pictures are scaled down: screenshots need no more, and it bounds disk use. */
export const MAX_EDGE_PX = 2560;
export const THUMB_WIDTH_PX = 360;
/**
 * Refuse decompression bombs and merely huge pictures: decoding costs ~4 bytes a pixel, so 25 Mpx
 * is ~100 MB per picture at most (a 50 Mpx JPEG grew the server by 300 MB). No phone screenshot
 * comes near it.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
export const TOO_MANY_PIXELS_MSG = '图片像素过大，请上传不超过 2500 万像素的图片';

export const TOO_LARGE_MSG = '图片不能超过 10MB';
export const BAD_TYPE_MSG = '仅支持 JPG、PNG、WebP 格式的图片';

export type Kind = { ext: 'jpg' | 'png' | 'webp'; mime: string };

/** Decide the type from the file's first bytes; the client's name and Content-Type are not trusted. */
export function sniffImage(buf: Buffer): Kind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff)
    return { ext: 'jpg', mime: 'image/jpeg' };
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { ext: 'png', mime: 'image/png' };
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return { ext: 'webp', mime: 'image/webp' };
  return null;
}

/** Public URL of an upload: `/uploads/YYYYMM/<random>.<ext>`; the thumbnail sits next to it. */
const UPLOAD_URL = /^\/uploads\/(\d{6}\/[A-Za-z0-9_-]{16,40}\.(?:jpg|png|webp))$/;
/** The thumbnail's key is derived from the image's, so no lookup is needed to find it. */
export const thumbKeyOf = (key: string) => key.replace(/\.(jpg|png|webp)$/, '_t.webp');

/**
 * Re-encodes the picture. sharp writes no metadata unless asked (withMetadata), so EXIF, GPS,
 * XMP and ICC comments of the original are dropped; `rotate()` first applies the EXIF orientation
 * so the picture still stands the right way once that tag is gone.
 */
export async function reencode(buf: Buffer, kind: Kind): Promise<{ main: Buffer; thumb: Buffer }> {
  const base = () => sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const resized = base().resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true });
  const main =
    kind.ext === 'jpg'
      ? resized.jpeg({ quality: 85, mozjpeg: true })
      : kind.ext === 'png'
        ? resized.png({ compressionLevel: 9 })
        : resized.webp({ quality: 85 });
  const thumb = base().resize({ width: THUMB_WIDTH_PX, withoutEnlargement: true }).webp({ quality: 75 });
  const [m, t] = await Promise.all([main.toBuffer(), thumb.toBuffer()]);
  return { main: m, thumb: t };
}

export function createUploadService(deps: {
  repo: UploadRepo;
  storage: FileStorage;
  limiter: RateLimiter;
  config: Pick<AppConfig, 'rateLimits' | 'imageConcurrency'>;
  clock: Clock;
  /** the decode/encode step; tests pass a stand-in to watch how many run at once */
  reencode?: typeof reencode;
  /** sends each new image to the content check, when one is configured */
  moderation?: { submitImage(writer: number, url: string): Promise<string | null> };
  /** publishes upload.imageRisky after a verdict marks an image risky (selling takes its listings down) */
  events: Pick<Reactions, 'afterCommit'>;
}) {
  const { repo, storage, limiter, config, clock, events } = deps;
  const encode = deps.reencode ?? reencode;
  // one per service (per process): a burst of uploads queues here instead of decoding all at once
  const imageSlots = new Semaphore(config.imageConcurrency);
  return {
    async saveImage(actor: Actor, buf: Buffer): Promise<{ url: string; thumb: string }> {
      if (buf.length === 0) throw new BadRequest('请选择要上传的图片');
      // every upload costs a decode and two encodes and stays on disk: bound it per user
      await enforce(limiter, 'upload:user', String(actor.userId), config.rateLimits.uploadUser);
      if (buf.length > MAX_UPLOAD_BYTES) throw new BadRequest(TOO_LARGE_MSG);
      const kind = sniffImage(buf);
      if (!kind) throw new BadRequest(BAD_TYPE_MSG);
      // the header alone gives the size: refuse before any pixel is decoded or a slot is taken
      const meta = await sharp(buf)
        .metadata()
        .catch(() => null);
      if (!meta?.width || !meta.height) throw new BadRequest('图片已损坏或尺寸过大，无法识别');
      if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new BadRequest(TOO_MANY_PIXELS_MSG);
      let out: { main: Buffer; thumb: Buffer };
      try {
        out = await imageSlots.run(() => encode(buf, kind));
      } catch {
        // right magic bytes but not a decodable picture (truncated, corrupt, or too many pixels)
        throw new BadRequest('图片已损坏或尺寸过大，无法识别');
      }
      const now = clock.now();
      const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const key = `${month}/${randomToken(16)}.${kind.ext}`;
      const thumbKey = thumbKeyOf(key);
      await storage.put(key, out.main, kind.mime);
      await storage.put(thumbKey, out.thumb, 'image/webp');
      try {
        await repo.create({ userId: actor.userId, path: key, mime: kind.mime, size: out.main.length, createdAt: now });
      } catch (e) {
        await Promise.all([storage.remove(key), storage.remove(thumbKey)]).catch(() => undefined);
        throw e;
      }
      const url = storage.urlOf(key);
      const traceId = await deps.moderation?.submitImage(actor.userId, url);
      if (traceId) await repo.markPending(key, traceId);
      return { url, thumb: storage.urlOf(thumbKey) };
    },

    /** The content check's verdict on an image (WeChat's push); returns the image's URL, null for an unknown trace id. */
    async settleReview(traceId: string, verdict: 'pass' | 'risky'): Promise<string | null> {
      const key = await repo.settleReview(traceId, verdict);
      if (key === null) return null;
      const url = storage.urlOf(key);
      if (verdict === 'risky') await events.afterCommit('upload.imageRisky', { url });
      return url;
    },

    /**
     * Deletes uploaded files (and their thumbnails) whose purpose has ended, by their URLs: the
     * purge of a handover's evidence. URLs that are not uploads are ignored. Removing a file that
     * is already gone succeeds, so a purge retried after a rollback deletes nothing twice.
     */
    async removeFiles(urls: readonly string[], tx?: Executor): Promise<number> {
      const keys = [...new Set(urls.map((u) => UPLOAD_URL.exec(u)?.[1]).filter((k): k is string => !!k))];
      if (!keys.length) return 0;
      await repo.removePaths(keys, tx);
      for (const k of keys) await Promise.all([storage.remove(k), storage.remove(thumbKeyOf(k))]);
      return keys.length;
    },
    /** Pictures being processed and waiting for a slot (for monitoring and tests). */
    imageQueue: () => imageSlots.stats(),

    /**
     * The caller's own uploads among `urls`, in the given order, with their thumbnails; null when
     * any URL is not an upload of this user (someone else's, a foreign link, or unknown).
     */
    async ownImages(userId: number, urls: string[]): Promise<{ url: string; thumb: string }[] | null> {
      const keys: string[] = [];
      for (const u of urls) {
        const m = UPLOAD_URL.exec(u);
        if (!m) return null;
        keys.push(m[1]!);
      }
      if (!keys.length) return [];
      const owned = new Set(await repo.ownedPaths(userId, [...new Set(keys)]));
      if (!keys.every((k) => owned.has(k))) return null;
      // an image the content check found risky is not attached to anything new
      if ((await repo.riskyPaths([...owned])).length) throw new BadRequest('图片未通过内容安全检查，请更换图片');
      return keys.map((k) => ({ url: storage.urlOf(k), thumb: storage.urlOf(thumbKeyOf(k)) }));
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
