import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequest, NotFound } from '../../lib/errors.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import { type AuditWriter, createAudited } from '../../lib/audited.js';
import type { Actor } from '../../lib/actor.js';
import type { CatalogueService } from '../catalogue/index.js';
import type { SupportRepo } from './repository.js';
import {
  SOCIAL_PLATFORM_NAME,
  STAFF_TYPE_NAME,
  type GroupRow,
  type SocialPlatform,
  type SocialRow,
  type StaffRow,
  type StaffType,
} from './table.js';
import { checkLinkUrl, guessKind, parseWorkHours, PHONE_RE, QQ_RE, WECHAT_RE, withinWorkHours } from './validate.js';
import { checkImageUrl } from '../../lib/images.js';

export const CHECK_MIN = 3;
export const CHECK_MAX = 50;

const chars = (s: string) => Array.from(s).length;

export interface StaffInput {
  name: string;
  type: number;
  qq?: string | null;
  wechat?: string | null;
  phone?: string | null;
  qrCode?: string | null;
  workHours: string;
  games?: string[];
  enabled?: boolean;
  offline?: boolean;
  sort?: number;
}
export interface GroupInput {
  name: string;
  qq: string;
  full?: boolean;
  gameId?: number | null;
  enabled?: boolean;
  sort?: number;
}
export interface SocialInput {
  platform: SocialPlatform;
  name: string;
  account: string;
  url?: string | null;
  qrCode?: string | null;
  enabled?: boolean;
  sort?: number;
}

function text(v: string | undefined | null, field: string, min: number, max: number): string {
  const s = (v ?? '').trim();
  if (chars(s) < min || chars(s) > max) throw new BadRequest(`${field}应为${min}-${max}字`);
  return s;
}
const optional = (v: string | null | undefined) => v?.trim() || null;

export function createSupportService(deps: {
  repo: SupportRepo;
  catalogue: Pick<CatalogueService, 'games'>;
  /** exact blacklist lookup, so checkAccount can warn about a known scammer too */
  blacklisted: (account: string) => Promise<boolean>;
  audit: AuditWriter;
  limiter: RateLimiter;
  config: Pick<AppConfig, 'rateLimits'>;
  clock: Clock;
  db: Db;
}) {
  const { repo, catalogue, blacklisted, audit, limiter, config, clock, db } = deps;

  const gameNames = async () => new Map((await catalogue.games()).map((g) => [g.id, g.name]));

  function toStaffItem(s: StaffRow, now: Date) {
    return {
      id: s.id,
      name: s.name,
      qq: s.qq,
      wechat: s.wechat,
      qrCode: s.qrCode,
      workHours: s.workHours,
      // on duty only inside the working hours, and never while an operator has set the contact offline
      onDuty: s.enabled && !s.offline && withinWorkHours(s.workHours, now),
      type: s.type,
      typeName: STAFF_TYPE_NAME[s.type as StaffType] ?? '',
      games: s.games,
    };
  }
  const toAdminStaff = (s: StaffRow, now: Date) => ({
    ...toStaffItem(s, now),
    phone: s.phone,
    enabled: s.enabled,
    offline: s.offline,
    sort: s.sort,
    updatedAt: s.updatedAt.toISOString(),
  });

  function toGroupItem(g: GroupRow, names: Map<number, string>) {
    return {
      id: g.id,
      name: g.name,
      qq: g.qq,
      full: g.full,
      gameId: g.gameId,
      gameName: g.gameId === null ? null : (names.get(g.gameId) ?? null),
    };
  }
  const toAdminGroup = (g: GroupRow, names: Map<number, string>) => ({
    ...toGroupItem(g, names),
    enabled: g.enabled,
    sort: g.sort,
    updatedAt: g.updatedAt.toISOString(),
  });

  function toSocialItem(s: SocialRow) {
    return {
      id: s.id,
      platform: s.platform as SocialPlatform,
      platformName: SOCIAL_PLATFORM_NAME[s.platform as SocialPlatform] ?? s.platform,
      name: s.name,
      account: s.account,
      url: s.url,
      qrCode: s.qrCode,
    };
  }
  const toAdminSocial = (s: SocialRow) => ({
    ...toSocialItem(s),
    enabled: s.enabled,
    sort: s.sort,
    updatedAt: s.updatedAt.toISOString(),
  });

  // ---------------------------------------------------------------- validation of editor input
  function staffValues(b: StaffInput) {
    const name = text(b.name, '姓名', 1, 20);
    if (!(b.type in STAFF_TYPE_NAME)) throw new BadRequest('类型不正确：1 业务 2 客服 3 寄售 4 包赔 5 找回');
    const qq = optional(b.qq);
    const wechat = optional(b.wechat);
    const phone = optional(b.phone);
    if (!qq && !wechat && !phone) throw new BadRequest('QQ、微信、手机号至少填写一项');
    if (qq && !QQ_RE.test(qq)) throw new BadRequest('QQ号格式不正确');
    if (wechat && !WECHAT_RE.test(wechat))
      throw new BadRequest('微信号格式不正确（字母开头，6-20位字母、数字、下划线或减号）');
    if (phone && !PHONE_RE.test(phone)) throw new BadRequest('手机号格式不正确');
    const workHours = b.workHours.trim();
    if (!parseWorkHours(workHours)) throw new BadRequest('工作时间格式应为 09:00-23:00');
    const games = [...new Set((b.games ?? []).map((g) => g.trim()).filter(Boolean))];
    if (games.length > 20 || games.some((g) => chars(g) > 40)) throw new BadRequest('服务游戏最多20个，每个不超过40字');
    return {
      name,
      type: b.type,
      qq,
      wechat,
      phone,
      qrCode: checkImageUrl(b.qrCode, '二维码'),
      workHours,
      games,
      enabled: b.enabled ?? true,
      offline: b.offline ?? false,
      sort: b.sort ?? 0,
    };
  }

  async function groupValues(b: GroupInput) {
    const name = text(b.name, '群名称', 2, 40);
    const qq = b.qq.trim();
    if (!QQ_RE.test(qq)) throw new BadRequest('群号格式不正确');
    const gameId = b.gameId ?? null;
    if (gameId !== null && !(await gameNames()).has(gameId)) throw new BadRequest('游戏不存在');
    return { name, qq, full: b.full ?? false, gameId, enabled: b.enabled ?? true, sort: b.sort ?? 0 };
  }

  function socialValues(b: SocialInput) {
    if (!(b.platform in SOCIAL_PLATFORM_NAME)) throw new BadRequest('平台不正确');
    return {
      platform: b.platform,
      name: text(b.name, '名称', 1, 40),
      account: text(b.account, '账号', 2, 60),
      url: checkLinkUrl(b.url, '主页链接'),
      qrCode: checkImageUrl(b.qrCode, '二维码'),
      enabled: b.enabled ?? true,
      sort: b.sort ?? 0,
    };
  }

  const audited = createAudited({ db, audit, clock });

  return {
    // ---------------------------------------------------------------- public
    async allStaff() {
      const now = clock.now();
      return (await repo.staff({ onlyEnabled: true })).map((s) => toStaffItem(s, now));
    },
    async staffOfType(type: number) {
      const now = clock.now();
      return (await repo.staff({ onlyEnabled: true, type })).map((s) => toStaffItem(s, now));
    },
    async groups(gameId?: number) {
      const [rows, names] = await Promise.all([repo.groups({ onlyEnabled: true, gameId }), gameNames()]);
      return rows.map((g) => toGroupItem(g, names));
    },
    async social() {
      return (await repo.social({ onlyEnabled: true })).map(toSocialItem);
    },

    /**
     * "Is this really your staff?" Exact identifiers only (a prefix search would let anyone list
     * our staff and invite impersonation), per-IP limited so number ranges cannot be walked.
     */
    async checkAccount(ip: string, raw: string) {
      await enforce(limiter, 'check-account:ip', ip, config.rateLimits.checkAccountIp);
      const account = raw.trim();
      if (chars(account) < CHECK_MIN || chars(account) > CHECK_MAX)
        throw new BadRequest(`请输入${CHECK_MIN}-${CHECK_MAX}位的QQ号、微信号或手机号`);
      const [m, listed] = await Promise.all([repo.exactMatches(account), blacklisted(account)]);
      let matched: { as: 'staff' | 'group' | 'social'; name: string; typeName: string } | null = null;
      if (m.staff)
        matched = { as: 'staff', name: m.staff.name, typeName: STAFF_TYPE_NAME[m.staff.type as StaffType] ?? '' };
      else if (m.group) matched = { as: 'group', name: m.group.name, typeName: '官方QQ群' };
      else if (m.social)
        matched = {
          as: 'social',
          name: m.social.name,
          typeName: SOCIAL_PLATFORM_NAME[m.social.platform as SocialPlatform] ?? m.social.platform,
        };
      return { account, official: matched !== null, kind: guessKind(account), matched, blacklisted: listed };
    },

    // ---------------------------------------------------------------- operators: staff
    async adminStaff() {
      const now = clock.now();
      return (await repo.staff({ onlyEnabled: false })).map((s) => toAdminStaff(s, now));
    },
    async createStaff(actor: Actor, b: StaffInput) {
      const v = staffValues(b);
      const now = clock.now();
      return audited(actor, 'staff.create', 'staff', async (tx) => {
        const row = await repo.insertStaff({ ...v, createdAt: now, updatedAt: now }, tx);
        return { id: row.id, before: null, after: row, out: toAdminStaff(row, now) };
      });
    },
    async updateStaff(actor: Actor, id: number, b: StaffInput) {
      const v = staffValues(b);
      const now = clock.now();
      return audited(actor, 'staff.update', 'staff', async (tx) => {
        const before = await repo.staffById(id, tx);
        if (!before) throw new NotFound('客服不存在');
        const row = (await repo.updateStaff(id, { ...v, updatedAt: now }, tx))!;
        return { id, before, after: row, out: toAdminStaff(row, now) };
      });
    },
    /** The operator's on/off-duty switch: offline overrides the working hours until switched back. */
    async setStaffOffline(actor: Actor, id: number, offline: boolean) {
      const now = clock.now();
      return audited(actor, offline ? 'staff.offline' : 'staff.online', 'staff', async (tx) => {
        const before = await repo.staffById(id, tx);
        if (!before) throw new NotFound('客服不存在');
        const row = (await repo.updateStaff(id, { offline, updatedAt: now }, tx))!;
        return { id, before: { offline: before.offline }, after: { offline }, out: toAdminStaff(row, now) };
      });
    },
    async deleteStaff(actor: Actor, id: number) {
      await audited(actor, 'staff.delete', 'staff', async (tx) => {
        const row = await repo.deleteStaff(id, tx);
        if (!row) throw new NotFound('客服不存在');
        return { id, before: row, after: null, out: null };
      });
    },

    // ---------------------------------------------------------------- operators: groups
    async adminGroups() {
      const [rows, names] = await Promise.all([repo.groups({ onlyEnabled: false }), gameNames()]);
      return rows.map((g) => toAdminGroup(g, names));
    },
    async createGroup(actor: Actor, b: GroupInput) {
      const v = await groupValues(b);
      const now = clock.now();
      const names = await gameNames();
      return audited(actor, 'group.create', 'group', async (tx) => {
        const row = await repo.insertGroup({ ...v, createdAt: now, updatedAt: now }, tx);
        return { id: row.id, before: null, after: row, out: toAdminGroup(row, names) };
      });
    },
    async updateGroup(actor: Actor, id: number, b: GroupInput) {
      const v = await groupValues(b);
      const now = clock.now();
      const names = await gameNames();
      return audited(actor, 'group.update', 'group', async (tx) => {
        const before = await repo.groupById(id, tx);
        if (!before) throw new NotFound('群不存在');
        const row = (await repo.updateGroup(id, { ...v, updatedAt: now }, tx))!;
        return { id, before, after: row, out: toAdminGroup(row, names) };
      });
    },
    async deleteGroup(actor: Actor, id: number) {
      await audited(actor, 'group.delete', 'group', async (tx) => {
        const row = await repo.deleteGroup(id, tx);
        if (!row) throw new NotFound('群不存在');
        return { id, before: row, after: null, out: null };
      });
    },

    // ---------------------------------------------------------------- operators: social accounts
    async adminSocial() {
      return (await repo.social({ onlyEnabled: false })).map(toAdminSocial);
    },
    async createSocial(actor: Actor, b: SocialInput) {
      const v = socialValues(b);
      const now = clock.now();
      return audited(actor, 'social.create', 'social', async (tx) => {
        const row = await repo.insertSocial({ ...v, createdAt: now, updatedAt: now }, tx);
        return { id: row.id, before: null, after: row, out: toAdminSocial(row) };
      });
    },
    async updateSocial(actor: Actor, id: number, b: SocialInput) {
      const v = socialValues(b);
      const now = clock.now();
      return audited(actor, 'social.update', 'social', async (tx) => {
        const before = await repo.socialById(id, tx);
        if (!before) throw new NotFound('社交账号不存在');
        const row = (await repo.updateSocial(id, { ...v, updatedAt: now }, tx))!;
        return { id, before, after: row, out: toAdminSocial(row) };
      });
    },
    async deleteSocial(actor: Actor, id: number) {
      await audited(actor, 'social.delete', 'social', async (tx) => {
        const row = await repo.deleteSocial(id, tx);
        if (!row) throw new NotFound('社交账号不存在');
        return { id, before: row, after: null, out: null };
      });
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
