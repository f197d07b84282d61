import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../../lib/clock.js';
import { randomToken } from '../../lib/crypto.js';
import { BadRequest } from '../../lib/errors.js';
import type { Actor } from '../auth/service.js';
import type { UploadRepo } from './repository.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Decide the type from the file's first bytes; the client's name and Content-Type are not trusted. */
export function sniffImage(buf: Buffer): { ext: string; mime: string } | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return { ext: 'jpg', mime: 'image/jpeg' };
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { ext: 'png', mime: 'image/png' };
  if (buf.length >= 6 && (buf.subarray(0, 6).toString('latin1') === 'GIF87a' || buf.subarray(0, 6).toString('latin1') === 'GIF89a')) return { ext: 'gif', mime: 'image/gif' };
  if (buf.length >= 12 && buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') return { ext: 'webp', mime: 'image/webp' };
  return null;
}

export function createUploadService(deps: { repo: UploadRepo; uploadsDir: string; clock: Clock }) {
  const { repo, uploadsDir, clock } = deps;
  return {
    async saveImage(actor: Actor, buf: Buffer): Promise<{ url: string }> {
      if (buf.length === 0) throw new BadRequest('请选择要上传的图片');
      if (buf.length > MAX_UPLOAD_BYTES) throw new BadRequest('图片不能超过 5MB');
      const kind = sniffImage(buf);
      if (!kind) throw new BadRequest('仅支持 jpg、png、webp、gif 格式的图片');
      const now = clock.now();
      const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const rel = `${month}/${randomToken(16)}.${kind.ext}`;
      await mkdir(path.join(uploadsDir, month), { recursive: true });
      await writeFile(path.join(uploadsDir, rel), buf, { flag: 'wx' });
      await repo.create({ userId: actor.userId, path: rel, mime: kind.mime, size: buf.length, createdAt: now });
      return { url: `/uploads/${rel}` };
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
