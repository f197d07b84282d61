import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { activeTimeBefore } from '../../lib/seed-dates.js';
import { normalizeAccount, seedBlacklistIfEmpty } from '../blacklist/index.js';
import { games } from '../catalogue/index.js';
import { socialAccounts, supportGroups, supportStaff } from './table.js';

/*
 * Demo contacts and blacklist. Every QQ number, WeChat id, phone number and account below is
 * invented for the demo; a real deployment starts empty (SEED_DEMO off) and operators fill these
 * tables from the console.
 *
 * The QQ numbers (staff, groups, blacklist) are 10-digit numbers from 9,000,000,000 up: QQ numbers
 * are 32-bit (at most 4,294,967,295), so none of these can be anyone's (issue 37: the demo's numbers
 * looked real). The public blacklist shows its numbers masked (src/utils/mask.ts).
 *
 * The mobile numbers (a staff member, the blacklist) start with 154: the one 15x prefix the numbering
 * plan never gave an operator (China Mobile has 150–152 and 157–159, Unicom 155–156, Telecom 153;
 * libphonenumber's CN mobile pattern, 15[0-35-9], leaves 154 out), so no subscriber can hold one.
 *
 * WeChat ids have no such range: any id that fits WeChat's rule (a letter, then 6–20 letters, digits,
 * _ or -, the rule the console's editor enforces) may be someone's. The demo staff therefore have no
 * WeChat id; they are reached by QQ, and an operator adds real ids from the console.
 */

const STAFF = [
  {
    name: '小鱼',
    type: 2,
    qq: '9185726409',
    wechat: null,
    phone: null,
    workHours: '09:00-23:00',
    games: [],
    offline: false,
  },
  {
    name: '阿杰',
    type: 2,
    qq: '9647093815',
    wechat: null,
    phone: null,
    workHours: '13:00-02:00',
    games: [],
    offline: false,
  },
  {
    name: '晓雯',
    type: 1,
    qq: '9924638570',
    wechat: null,
    phone: null,
    workHours: '09:30-18:30',
    games: ['王者荣耀', '和平精英'],
    offline: false,
  },
  {
    name: '木木',
    type: 1,
    qq: '9950183746',
    wechat: null,
    phone: null,
    workHours: '10:00-19:00',
    games: ['第五人格', '蛋仔派对'],
    offline: true,
  },
  {
    name: '大壮',
    type: 3,
    qq: '9283917456',
    wechat: null,
    phone: null,
    workHours: '10:00-22:00',
    games: ['原神', '崩坏：星穹铁道'],
    offline: false,
  },
  {
    name: '可乐',
    type: 3,
    qq: '9059461827',
    wechat: null,
    phone: null,
    workHours: '10:00-22:00',
    games: ['王者荣耀', '英雄联盟手游', '金铲铲之战'],
    offline: false,
  },
  {
    name: '安安',
    type: 4,
    qq: '9716540938',
    wechat: null,
    phone: null,
    workHours: '09:00-21:00',
    games: [],
    offline: false,
  },
  {
    name: '老周',
    type: 5,
    qq: '9853207469',
    wechat: null,
    phone: '15400138000',
    workHours: '09:00-18:00',
    games: [],
    offline: false,
  },
] as const;

/** gameKey null = a general group for every game. */
const GROUPS = [
  { name: '号市官方交流群', qq: '9596283741', full: true, gameKey: null },
  { name: '号市防骗互助群', qq: '9618592743', full: false, gameKey: null },
  { name: '王者荣耀交易1群', qq: '9738215946', full: true, gameKey: 'wzry' },
  { name: '王者荣耀交易2群', qq: '9827364519', full: false, gameKey: 'wzry' },
  { name: '和平精英交易群', qq: '9651937284', full: false, gameKey: 'hpjy' },
  { name: '原神账号交流1群', qq: '9913648275', full: true, gameKey: 'ys' },
  { name: '原神账号交流2群', qq: '9936481752', full: false, gameKey: 'ys' },
  { name: '星穹铁道交易群', qq: '9785136924', full: false, gameKey: 'xqtd' },
  { name: '英雄联盟手游交易群', qq: '9562918437', full: false, gameKey: 'lolm' },
] as const;

const SOCIAL = [
  { platform: 'wechat_mp', name: '号市HaoShi', account: 'haoshi_official', url: null },
  { platform: 'weibo', name: '号市官方微博', account: '号市HaoShi官方', url: 'https://weibo.com/haoshiofficial' },
  { platform: 'douyin', name: '号市安全交易', account: 'haoshi2026', url: 'https://www.douyin.com/user/haoshi2026' },
  { platform: 'bilibili', name: '号市HaoShi', account: '3493117285', url: 'https://space.bilibili.com/3493117285' },
  { platform: 'xiaohongshu', name: '号市防骗小课堂', account: 'haoshi_fangpian', url: null },
] as const;

const BLACKLIST = [
  {
    account: '9736481059',
    kind: 'qq',
    gameKey: 'wzry',
    daysAgo: 2,
    reason: '冒充号市客服，以“账号被冻结需缴纳解冻保证金”为由诱导买家扫码转账 3,800 元。',
  },
  {
    account: 'hs_kefu_vip888',
    kind: 'wechat',
    gameKey: null,
    daysAgo: 3,
    reason: '昵称伪装成“号市官方客服”，私下发送所谓“包赔保险”收款二维码，已有多名用户受骗。',
  },
  {
    account: '15485236941',
    kind: 'phone',
    gameKey: 'hpjy',
    daysAgo: 5,
    reason: '出售和平精英账号后通过实名申诉找回，已核实找回 3 个账号。',
  },
  {
    account: '9560938274',
    kind: 'qq',
    gameKey: 'ys',
    daysAgo: 7,
    reason: '以“平台手续费太高”为由引导买家私下交易，收款后拉黑。',
  },
  {
    account: 'yuanshen_daishou_01',
    kind: 'wechat',
    gameKey: 'ys',
    daysAgo: 9,
    reason: '自称原神代售工作室，收取“上架押金”后失联。',
  },
  {
    account: '9391027465',
    kind: 'qq',
    gameKey: 'wzry',
    daysAgo: 12,
    reason: '王者荣耀账号交易完成后换绑失败，卖家用原实名信息申诉找回。',
  },
  {
    account: 'lol_shouhou_kf',
    kind: 'wechat',
    gameKey: 'lolm',
    daysAgo: 15,
    reason: '冒充售后客服，谎称“订单异常需验证银行卡”，索要短信验证码。',
  },
  {
    account: '15493027718',
    kind: 'phone',
    gameKey: null,
    daysAgo: 18,
    reason: '发送仿冒号市登录页的钓鱼链接，盗取用户账号后转卖。',
  },
  {
    account: '9081736495',
    kind: 'qq',
    gameKey: 'jcc',
    daysAgo: 21,
    reason: '金铲铲之战账号描述严重不符（虚报小小英雄与棋盘皮肤），拒绝退款。',
  },
  {
    account: '星铁代练-阿峰',
    kind: 'other',
    gameKey: 'xqtd',
    daysAgo: 26,
    reason: '以代练名义获取账号密码后转移星琼与角色，已报警处理。',
  },
  {
    account: 'dzpd_hao888',
    kind: 'wechat',
    gameKey: 'dzpd',
    daysAgo: 33,
    reason: '蛋仔派对低价卖号引流，要求先付“保证金”，付款后拉黑。',
  },
  {
    account: '9519864037',
    kind: 'qq',
    gameKey: 'dwrg',
    daysAgo: 41,
    reason: '第五人格账号售出后恶意申诉找回，并辱骂买家。',
  },
] as const;

/**
 * Demo staff, groups, social accounts and blacklist; each table is filled only while empty, so
 * operators' edits survive restarts. One transaction under an advisory lock (several instances
 * starting together seed once). Run after the catalogue seed: groups point at games.
 */
export async function seedDemoSupport(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('haoshi:support-seed'))`);
    const keys = [
      ...new Set([...GROUPS, ...BLACKLIST].map((x) => x.gameKey).filter((k): k is NonNullable<typeof k> => k !== null)),
    ];
    const rows = await tx.select({ id: games.id, key: games.key }).from(games).where(inArray(games.key, keys));
    const gameId = new Map(rows.map((g) => [g.key, g.id]));
    const idOf = (k: string | null) => (k === null ? null : (gameId.get(k) ?? null));

    const [anyStaff] = await tx.select({ id: supportStaff.id }).from(supportStaff).limit(1);
    if (!anyStaff) {
      await tx.insert(supportStaff).values(
        STAFF.map((s, i) => ({
          ...s,
          games: [...s.games],
          qrCode: null,
          enabled: true,
          sort: i + 1,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    const [anyGroup] = await tx.select({ id: supportGroups.id }).from(supportGroups).limit(1);
    if (!anyGroup) {
      await tx.insert(supportGroups).values(
        GROUPS.map((g, i) => ({
          name: g.name,
          qq: g.qq,
          full: g.full,
          gameId: idOf(g.gameKey),
          enabled: true,
          sort: i + 1,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    const [anySocial] = await tx.select({ id: socialAccounts.id }).from(socialAccounts).limit(1);
    if (!anySocial) {
      await tx
        .insert(socialAccounts)
        .values(
          SOCIAL.map((s, i) => ({ ...s, qrCode: null, enabled: true, sort: i + 1, createdAt: now, updatedAt: now })),
        );
    }
    await seedBlacklistIfEmpty(
      tx,
      BLACKLIST.map((b) => {
        // reported at some minute of a waking hour that day, not all at the seed's own minute
        const at = activeTimeBefore(now, b.daysAgo, `blacklist:${b.account}`);
        return {
          account: b.account,
          accountNorm: normalizeAccount(b.account),
          kind: b.kind,
          gameId: idOf(b.gameKey),
          reason: b.reason,
          reportId: null,
          createdBy: null,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  });
}

export const DEMO_STAFF = STAFF;
export const DEMO_GROUPS = GROUPS;
export const DEMO_SOCIAL = SOCIAL;
export const DEMO_BLACKLIST = BLACKLIST;
