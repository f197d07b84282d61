import { BadRequest } from './errors.js';

/**
 * Screenshots attached to a question or report: at most `max`, no duplicates, each one the caller's
 * own upload (a URL /api/common/upload returned to them), so nobody can attach a foreign link or
 * another user's picture. Shared by the
 * problem, blacklist, claim and dispute modules.
 */
export async function checkImages(
  upload: { ownImages(userId: number, urls: string[]): Promise<unknown> },
  userId: number,
  images: string[] | undefined,
  max: number,
): Promise<string[]> {
  const list = images ?? [];
  if (list.length > max) throw new BadRequest(`图片最多${max}张`);
  if (new Set(list).size !== list.length) throw new BadRequest('图片有重复');
  if (!list.every((u) => u.startsWith('/uploads/')) || !(await upload.ownImages(userId, list)))
    throw new BadRequest('图片须为本人上传的图片，请重新上传');
  return list;
}

/** An image an operator may set: one of our uploads, or an https link. No other schemes. */
const IMAGE_URL_RE = /^(\/uploads\/[A-Za-z0-9_\-/]+\.(?:jpg|jpeg|png|webp|svg)|https:\/\/[^\s"'<>\\]{1,290})$/;
export function checkImageUrl(url: string | null | undefined, field: string): string | null {
  const v = url?.trim();
  if (!v) return null;
  if (!IMAGE_URL_RE.test(v) || v.includes('..')) throw new BadRequest(`${field}须为上传后的图片地址或 https 链接`);
  return v;
}
