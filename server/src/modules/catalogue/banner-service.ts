import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequest, NotFound } from '../../lib/errors.js';
import { type AuditWriter, createAudited } from '../../lib/audited.js';
import type { Actor } from '../../lib/actor.js';
import { checkImageUrl } from '../../lib/images.js';
import type { BannerRepo, BannerRow } from './banner-repository.js';

export interface BannerInput {
  type?: number;
  name: string;
  img: string;
  h5Img?: string | null;
  jumpUrl?: string | null;
  sort?: number;
  enabled?: boolean;
}

const chars = (s: string) => Array.from(s).length;
/** A client route ('/index/other/jieshao') or an https page; never javascript: or other schemes. */
const JUMP_RE = /^(\/[A-Za-z0-9/_\-.?=&%#]*|https:\/\/[^\s"'<>\\]+)$/;

const toItem = (b: BannerRow) => ({
  id: b.id,
  type: b.type,
  name: b.name,
  img: b.img,
  h5Img: b.h5Img,
  jumpUrl: b.jumpUrl,
  sort: b.sort,
  enabled: b.enabled,
});

/**
 * Banner editor. The public carousel (catalogue.banners → /api/account/zhubo/list) reads the table
 * on every request and keeps no cache, so an edit shows at once; `changed` is the hook for the day
 * it gets one (admin-content.test.ts checks that an edit is visible immediately).
 */
export function createBannerAdminService(deps: {
  repo: BannerRepo;
  audit: AuditWriter;
  clock: Clock;
  db: Db;
  changed?: () => Promise<void>;
}) {
  const { repo, audit, clock, db } = deps;
  const audited = createAudited({ db, audit, clock });
  const changed = deps.changed ?? (async () => undefined);

  function values(b: BannerInput) {
    const name = b.name.trim();
    if (chars(name) < 1 || chars(name) > 60) throw new BadRequest('名称应为1-60字');
    const img = checkImageUrl(b.img, '图片');
    if (!img) throw new BadRequest('请上传图片');
    const jumpUrl = b.jumpUrl?.trim() || null;
    if (jumpUrl && (!JUMP_RE.test(jumpUrl) || jumpUrl.length > 300))
      throw new BadRequest('跳转链接须为站内路径（/开头）或 https 链接');
    return {
      type: b.type ?? 1,
      name,
      img,
      h5Img: checkImageUrl(b.h5Img, 'H5 图片'),
      jumpUrl,
      sort: b.sort ?? 0,
      enabled: b.enabled ?? true,
    };
  }

  return {
    async list(type?: number) {
      return (await repo.all(type)).map(toItem);
    },
    async create(actor: Actor, b: BannerInput) {
      const v = values(b);
      const out = await audited(actor, 'banner.create', 'banner', async (tx) => {
        const row = await repo.insert(v, tx);
        return { id: row.id, before: null, after: row, out: toItem(row) };
      });
      await changed();
      return out;
    },
    async update(actor: Actor, id: number, b: BannerInput) {
      const v = values(b);
      const out = await audited(actor, 'banner.update', 'banner', async (tx) => {
        const before = await repo.byId(id, tx);
        if (!before) throw new NotFound('轮播图不存在');
        const row = (await repo.update(id, v, tx))!;
        return { id, before, after: row, out: toItem(row) };
      });
      await changed();
      return out;
    },
    async remove(actor: Actor, id: number) {
      await audited(actor, 'banner.delete', 'banner', async (tx) => {
        const row = await repo.remove(id, tx);
        if (!row) throw new NotFound('轮播图不存在');
        return { id, before: row, after: null, out: null };
      });
      await changed();
    },
  };
}
export type BannerAdminService = ReturnType<typeof createBannerAdminService>;
