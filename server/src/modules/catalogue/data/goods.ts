/**
 * Deterministic demo goods: same (count, seed, opts) → same output.
 * Attributes follow the game's template; price, title and description follow the attributes.
 */
import { GAMES, districtLeaves, type DistrictLeaf } from './games.js';
import { Rng, WeightedTable } from './prng.js';
import type { AttrField, AttrValue, AttrValues, GameDef } from './types.js';

export type { AttrValue, AttrValues } from './types.js';

export const GOOD_TAGS = ['官方验号', '赠送包赔', '可购包赔', '可议价', '急售', '可换绑', '首充号'] as const;
export type GoodTag = (typeof GOOD_TAGS)[number];

export interface GeneratedGood {
  /** 1-based sequence number within the generated batch (offset by opts.startSeq) */
  seq: number;
  /** display number, e.g. 'WZRY250612000123' (key, China-time date of createdAt, seq) */
  goodsSn: string;
  gameKey: string;
  gameName: string;
  /** index path into the game's district tree: [system, operator, area, server] (frozen, shared between goods of one leaf) */
  districtPath: readonly number[];
  /** names along districtPath (frozen, shared) */
  districtNames: readonly string[];
  title: string;
  description: string;
  /** price in fen (whole yuan × 100) */
  price: number;
  /** attribute values keyed by fieldKey ('f1'…): number | string | string[] by fieldType */
  attrs: AttrValues;
  tags: GoodTag[];
  /** 0 none, 1 insurance required, 2 free insurance */
  isGuarantee: 0 | 1 | 2;
  /** 1 platform-owned, 2 consigned */
  accountType: 1 | 2;
  createdAt: Date;
}

export interface GenerateGoodsOptions {
  /** reference time; createdAt falls within the 90 days before it. Default: 2025-06-01T12:00:00+08:00 (fixed, for determinism) */
  now?: Date | number;
  /** games to draw from (default GAMES), weighted by popularity */
  games?: readonly GameDef[];
  /** first seq number (default 1) */
  startSeq?: number;
  /** spread of createdAt in days (default 90) */
  days?: number;
}

export const DEFAULT_NOW = Date.parse('2025-06-01T12:00:00+08:00');

// ------------------------------------------------------------------ helpers
const clamp = (x: number, lo: number, hi: number): number => (x < lo ? lo : x > hi ? hi : x);

/** Per-good drawing context: tier t in (0,1) is the account's quality percentile. */
class Ctx {
  constructor(readonly r: Rng, readonly t: number) {}
  /** integer in [min,max] rising with tier^curve, with relative noise */
  lvl(min: number, max: number, curve = 1, spread = 0.1): number {
    const x = clamp(Math.pow(this.t, curve) + (this.r.next() - 0.5) * 2 * spread, 0, 1);
    return Math.round(min + (max - min) * x);
  }
  /** one of ranked options (lowest first) matching the tier */
  rank(options: readonly string[], curve = 1, spread = 0.12): string {
    const x = clamp(Math.pow(this.t, curve) + (this.r.next() - 0.5) * 2 * spread, 0, 0.9999);
    return options[Math.floor(x * options.length)] as string;
  }
  rankIndex(options: readonly string[], value: string): number {
    return options.indexOf(value);
  }
  some(options: readonly string[], count: number): string[] {
    return this.r.some(options, count);
  }
  realname(): string {
    return this.r.chance(0.68) ? '可二次实名' : '不可二次实名';
  }
}

/** What a per-game profile produces, keyed by fieldName. */
interface Drawn {
  values: Record<string, AttrValue>;
  /** title pieces in order */
  title: string[];
  /** phrases for the "what's included" sentence */
  includes: string[];
  /** count of premium items (raises the price a little) */
  premium: number;
}

interface Profile {
  /** ln price offset for the game (0 = 王者荣耀 level) */
  priceOffset: number;
  draw(c: Ctx, g: GameDef): Drawn;
  play: string[];
}

function optsOf(g: GameDef, name: string): string[] {
  const f = g.attrs.find((a) => a.fieldName === name);
  return f?.options ?? [];
}
const noDash = (s: string): string => s.replace('-', '');
const firstOf = (a: string[]): string[] => (a.length > 0 ? [a[0] as string] : []);

const PROFILES: Record<string, Profile> = {
  wzry: {
    priceOffset: 0,
    play: ['主玩打野和中单，巅峰赛常驻选手', '从S5玩到现在，国服英雄打过几个', '平时五排为主，战绩都能看', '主玩射手和法师，单排上的分'],
    draw(c, g) {
      const heroes = c.lvl(8, 128, 0.75, 0.08);
      const skins = Math.min(600, Math.round(heroes * (0.5 + 3.8 * Math.pow(c.t, 1.1)) * (0.88 + 0.24 * c.r.next())));
      const ranks = optsOf(g, '段位');
      const rank = c.rank(ranks, heroes >= 90 ? 0.75 : 1.1);
      const noble = `V${clamp(Math.round(Math.pow(c.t, 0.9) * 10 + (c.r.next() - 0.5) * 2.5), 0, 10)}`;
      const dcCount = c.t > 0.4 ? clamp(Math.floor(((c.t - 0.4) / 0.6) * 7 * (0.5 + c.r.next())), 0, 9) : 0;
      const dc = c.some(optsOf(g, '荣耀典藏皮肤'), dcCount);
      const legend = c.some(optsOf(g, '传说/限定皮肤'), Math.min(skins, Math.round(Math.pow(c.t, 0.9) * 10 * (0.4 + 0.8 * c.r.next()))));
      const rn = c.realname();
      const values: Record<string, AttrValue> = { 英雄数: heroes, 皮肤数: skins, 段位: rank, 贵族等级: noble, 荣耀典藏皮肤: dc, '传说/限定皮肤': legend, 实名情况: rn };
      if (c.rankIndex(ranks, rank) >= 6 && c.r.chance(0.8)) values['巅峰积分'] = clamp(Math.round(1350 + c.t * 1400 + c.r.normal() * 80), 1200, 3000);
      const star = dc[0] ?? legend[0];
      return {
        values,
        title: [noble, rank, `${heroes}英雄`, `${skins}皮肤`, ...(dc.length ? [`${dc.length}典藏`] : []), ...(star ? [noDash(star)] : []), rn],
        includes: [`${heroes}个英雄、${skins}款皮肤`, ...(dc.length ? [`荣耀典藏${dc.slice(0, 2).map(noDash).join('、')}`] : []), ...(legend.length ? [`${legend.slice(0, 2).map(noDash).join('、')}等传说皮肤`] : [])],
        premium: dc.length * 1.5 + legend.length * 0.3,
      };
    },
  },
  hpjy: {
    priceOffset: -0.15,
    play: ['主玩经典模式海岛图，四排为主', '老玩家，赛季手册每季都买', '平时和朋友开黑，KD2.5左右', '主玩突击手，冲过几次战神'],
    draw(c, g) {
      const rank = c.rank(optsOf(g, '段位'), 0.9);
      const suits = c.lvl(2, 480, 0.9);
      const guns = c.lvl(5, 760, 0.9);
      const upg = c.lvl(0, 40, 1.5, 0.06);
      const cars = c.some(optsOf(g, '载具皮肤'), Math.round(Math.pow(c.t, 1.5) * 6 * c.r.next()));
      const rn = c.realname();
      const values: Record<string, AttrValue> = { 段位: rank, 套装数: suits, 枪皮数: guns, 满级升级枪: upg, 载具皮肤: cars, 实名情况: rn };
      if (c.r.chance(0.7)) values['英雄数'] = c.lvl(0, 30, 0.8);
      if (c.r.chance(0.6)) values['王者印记'] = c.rank(optsOf(g, '王者印记'), 1.3);
      return {
        values,
        title: [rank, `${suits}套装`, `${guns}枪皮`, ...(upg ? [`${upg}把满级枪`] : []), ...firstOf(cars), rn],
        includes: [`${suits}套套装、${guns}款枪皮`, ...(upg ? [`${upg}把满级升级枪`] : []), ...(cars.length ? [`${cars.join('、')}载具皮肤`] : [])],
        premium: upg * 0.08 + cars.length * 0.6,
      };
    },
  },
  ys: {
    priceOffset: 0.3,
    play: ['开服玩家，每个版本剧情都做完了', '深渊每期满星，配队齐全', '大月卡小月卡一直续着', '地图全探索，神瞳全收集'],
    draw(c, g) {
      const ar = clamp(Math.round(22 + 38 * Math.pow(c.t, 0.45) + c.r.normal() * 2), 1, 60);
      const five = ar < 30 ? c.lvl(0, 3) : Math.max(1, c.lvl(1, 78, 1.1, 0.06));
      const cons = Math.min(200, Math.round(five * (0.2 + 2.2 * Math.pow(c.t, 1.5)) * (0.7 + 0.6 * c.r.next())));
      const weapons = Math.min(60, Math.round(five * (0.15 + 0.6 * c.t) * (0.8 + 0.4 * c.r.next())));
      const limited = c.some(optsOf(g, '限定角色'), Math.min(five, Math.round(five * 0.4 * (0.6 + 0.8 * c.r.next()))));
      const rn = c.realname();
      const values: Record<string, AttrValue> = { 冒险等级: ar, 五星角色数: five, 命座数: cons, 五星武器数: weapons, 限定角色: limited, 实名情况: rn };
      let gems = 0;
      if (c.r.chance(0.75)) values['原石'] = gems = Math.round(c.r.next() * 20000 + Math.pow(c.t, 2) * 120000 * c.r.next());
      if (c.r.chance(0.6)) values['深境螺旋'] = ar < 25 ? '未解锁' : c.t > 0.55 && c.r.chance(0.7) ? '36星' : '未满星';
      return {
        values,
        title: [`AR${ar}`, `${five}金`, `${cons}命`, `${weapons}金武`, ...(limited.length ? [limited.slice(0, 3).join('+')] : []), ...(gems >= 10000 ? [`${Math.floor(gems / 10000)}万原石`] : []), rn],
        includes: [`${five}个五星角色（共${cons}命）、${weapons}把五星武器`, ...(limited.length ? [`限定${limited.slice(0, 4).join('、')}`] : []), ...(gems ? [`${gems}原石未用`] : [])],
        premium: cons * 0.02 + limited.length * 0.25,
      };
    },
  },
  lolm: {
    priceOffset: -0.3,
    play: ['端游老玩家，手游开服就入坑', '主玩上单，排位胜率55%以上', '五排车队打的分，信誉分满', '主玩ADC，国服前列英雄有两个'],
    draw(c, g) {
      const rank = c.rank(optsOf(g, '段位'), 0.9);
      const heroes = c.lvl(10, 125, 0.7);
      const skins = Math.min(500, Math.round(heroes * (0.3 + 3 * Math.pow(c.t, 1.2)) * (0.85 + 0.3 * c.r.next())));
      const leg = c.some(optsOf(g, '传说/至臻皮肤'), Math.round(Math.pow(c.t, 1.2) * 6 * c.r.next()));
      const rn = c.realname();
      const values: Record<string, AttrValue> = { 段位: rank, 英雄数: heroes, 皮肤数: skins, '传说/至臻皮肤': leg, 实名情况: rn };
      if (c.r.chance(0.7)) values['账号等级'] = c.lvl(10, 300, 0.8);
      return {
        values,
        title: [rank, `${heroes}英雄`, `${skins}皮肤`, ...firstOf(leg), rn],
        includes: [`${heroes}个英雄、${skins}款皮肤`, ...(leg.length ? [`${leg.join('、')}`] : [])],
        premium: leg.length * 0.5,
      };
    },
  },
  xqtd: {
    priceOffset: 0.15,
    play: ['开服玩家，忘却之庭和虚构叙事都满星', '每期卡池都抽，主C都有专武', '模拟宇宙全通，成就拿了大半', '列车长大月卡一直没断'],
    draw(c, g) {
      const lv = clamp(Math.round(20 + 50 * Math.pow(c.t, 0.45) + c.r.normal() * 2), 1, 70);
      const five = lv < 30 ? c.lvl(0, 3) : Math.max(1, c.lvl(1, 58, 1.1, 0.06));
      const eid = Math.min(150, Math.round(five * (0.2 + 2 * Math.pow(c.t, 1.5)) * (0.7 + 0.6 * c.r.next())));
      const lc = Math.min(50, Math.round(five * (0.2 + 0.6 * c.t) * (0.8 + 0.4 * c.r.next())));
      const limited = c.some(optsOf(g, '限定角色'), Math.min(five, Math.round(five * 0.45 * (0.6 + 0.8 * c.r.next()))));
      const rn = c.realname();
      const values: Record<string, AttrValue> = { 开拓等级: lv, 五星角色数: five, 星魂数: eid, 五星光锥数: lc, 限定角色: limited, 实名情况: rn };
      let jade = 0;
      if (c.r.chance(0.75)) values['星琼'] = jade = Math.round(c.r.next() * 12000 + Math.pow(c.t, 2) * 60000 * c.r.next());
      return {
        values,
        title: [`开拓${lv}级`, `${five}金`, `${eid}魂`, `${lc}光锥`, ...(limited.length ? [limited.slice(0, 3).join('+')] : []), ...(jade >= 10000 ? [`${Math.floor(jade / 10000)}万星琼`] : []), rn],
        includes: [`${five}个五星角色（共${eid}魂）、${lc}把五星光锥`, ...(limited.length ? [`限定${limited.slice(0, 4).join('、')}`] : []), ...(jade ? [`${jade}星琼`] : [])],
        premium: eid * 0.02 + limited.length * 0.25,
      };
    },
  },
  jcc: {
    priceOffset: -0.45,
    play: ['每个赛季都打上大师', '主玩双人模式，阵容理解还行', '赛季通行证每季都买', '老玩家，云顶端游转过来的'],
    draw(c, g) {
      const rank = c.rank(optsOf(g, '段位'), 0.9);
      const ll = c.lvl(3, 195, 0.9);
      const boards = c.lvl(1, 95, 1);
      const fx = c.lvl(0, 95, 1.1);
      const leg = c.some(optsOf(g, '传说小小英雄'), Math.round(Math.pow(c.t, 1.3) * 6 * c.r.next()));
      const rn = c.realname();
      return {
        values: { 段位: rank, 小小英雄数: ll, 棋盘皮肤数: boards, 攻击特效数: fx, 传说小小英雄: leg, 实名情况: rn },
        title: [rank, `${ll}小小英雄`, `${boards}棋盘`, `${fx}特效`, ...firstOf(leg), rn],
        includes: [`${ll}个小小英雄、${boards}款棋盘、${fx}个攻击特效`, ...(leg.length ? [`传说${leg.join('、')}`] : [])],
        premium: leg.length * 0.4,
      };
    },
  },
  dwrg: {
    priceOffset: -0.3,
    play: ['主玩监管者，屠夫七阶', '求生者四跑车队出身', '从第一赛季玩过来的老玩家', '推理之径每季打满'],
    draw(c, g) {
      const rank = c.rank(optsOf(g, '最高段位'), 0.9);
      const gold = c.lvl(0, 115, 1.2);
      const purple = c.lvl(5, 290, 0.9);
      const surv = c.lvl(8, 48, 0.6);
      const hunt = c.lvl(3, 29, 0.6);
      const lim = c.some(optsOf(g, '限定金皮'), Math.min(gold, Math.round(Math.pow(c.t, 1.2) * 6 * c.r.next())));
      const rn = c.realname();
      const values: Record<string, AttrValue> = { 最高段位: rank, 金皮数: gold, 紫皮数: purple, 求生者数: surv, 监管者数: hunt, 限定金皮: lim, 实名情况: rn };
      if (c.r.chance(0.5)) values['线索'] = c.lvl(0, 400000, 1.2, 0.2);
      return {
        values,
        title: [rank, `${gold}金皮`, `${purple}紫皮`, ...(surv >= 45 && hunt >= 27 ? ['全角色'] : []), ...firstOf(lim), rn],
        includes: [`${gold}款金皮、${purple}款紫皮，${surv}个求生者、${hunt}个监管者`, ...(lim.length ? [`限定金皮${lim.join('、')}`] : [])],
        premium: gold * 0.01 + lim.length * 0.4,
      };
    },
  },
  dzpd: {
    priceOffset: -0.6,
    play: ['乐园地图玩了上千张', '主玩巅峰派对，每季都上凤凰蛋', '盲盒基本每期都抽', '和朋友组队玩的，号一直自己登'],
    draw(c, g) {
      const rank = c.rank(optsOf(g, '段位'), 0.9);
      const skins = c.lvl(10, 590, 0.9);
      const hidden = Math.min(skins, c.lvl(0, 78, 1.2));
      const leg = c.some(optsOf(g, '传说皮肤'), Math.round(Math.pow(c.t, 1.2) * 6 * c.r.next()));
      const rn = c.realname();
      const values: Record<string, AttrValue> = { 段位: rank, 皮肤数: skins, 隐藏款数: hidden, 传说皮肤: leg, 实名情况: rn };
      if (c.r.chance(0.5)) values['蛋币'] = c.lvl(0, 90000, 1.3, 0.2);
      return {
        values,
        title: [rank, `${skins}皮肤`, `${hidden}隐藏款`, ...firstOf(leg), rn],
        includes: [`${skins}款皮肤，其中隐藏款${hidden}个`, ...(leg.length ? [`传说皮肤${leg.join('、')}`] : [])],
        premium: hidden * 0.02 + leg.length * 0.3,
      };
    },
  },
  hyrz: {
    priceOffset: -0.1,
    play: ['决斗场常驻，连招都练过', '开服老号，每年的周年忍者都抽了', '主玩组织和要塞，贡献一直第一', '天天决斗场，秘境都能打'],
    draw(c, g) {
      const ninjas = c.lvl(30, 395, 0.7);
      const s = Math.min(Math.round(ninjas * 0.4), c.lvl(3, 148, 0.9));
      const rank = c.rank(optsOf(g, '决斗场段位'), 0.9);
      const hs = c.some(optsOf(g, '高招S忍'), Math.min(s, Math.round(Math.pow(c.t, 1.1) * 7 * c.r.next())));
      const rn = c.realname();
      const values: Record<string, AttrValue> = { 忍者数: ninjas, S忍数: s, 决斗场段位: rank, 高招S忍: hs, 实名情况: rn };
      if (c.r.chance(0.6)) values['通灵兽数'] = c.lvl(0, 40, 0.9);
      if (c.r.chance(0.5)) values['金币'] = c.lvl(0, 300000, 1.2, 0.2);
      return {
        values,
        title: [rank, `${ninjas}忍者`, `${s}S忍`, ...(hs.length ? [hs.slice(0, 2).join('+')] : []), rn],
        includes: [`${ninjas}个忍者（S忍${s}个）`, ...(hs.length ? [`${hs.join('、')}等高招S忍`] : [])],
        premium: hs.length * 0.4,
      };
    },
  },
  cf: {
    priceOffset: 0,
    play: ['老兵号，从2009年玩到现在', '主玩爆破和团队竞技，排位打过枪王', '生化模式玩得多，英雄级都是自己抽的', '战队赛常驻，号一直自己玩'],
    draw(c, g) {
      const rank = c.rank(optsOf(g, '军衔'), 0.8);
      const hw = c.lvl(0, 148, 1.1);
      const pw = Math.max(hw, c.lvl(10, 390, 0.8));
      const hl = c.some(optsOf(g, '英雄级武器'), Math.min(hw, Math.round(Math.pow(c.t, 0.9) * 8 * c.r.next())));
      const rn = c.realname();
      const values: Record<string, AttrValue> = { 军衔: rank, 英雄级武器数: hw, 永久武器数: pw, 英雄级武器: hl, 实名情况: rn };
      if (c.r.chance(0.6)) values['永久角色数'] = c.lvl(0, 60, 0.9);
      let vip = '无';
      if (c.r.chance(0.6)) values['VIP'] = vip = c.rank(optsOf(g, 'VIP'), 1.2);
      return {
        values,
        title: [rank, `${hw}英雄级`, `${pw}永久`, ...(hl.length ? [hl.slice(0, 2).join(' ')] : []), ...(vip !== '无' ? [vip] : []), rn],
        includes: [`${pw}把永久武器（英雄级${hw}把）`, ...(hl.length ? [`${hl.join('、')}`] : [])],
        premium: hw * 0.01 + hl.length * 0.3,
      };
    },
  },
  mhxy: {
    priceOffset: 0.45,
    play: ['固定队长期五开，帮派活动全勤', '服战参与过，属性都是自己慢慢养的', '大号一直自己打，日常从不落下', '比武大会常客，宝宝全是自己打书'],
    draw(c, g) {
      const lv = clamp(Math.round(69 + 106 * Math.pow(c.t, 0.6) + c.r.normal() * 4), 1, 175);
      const school = c.r.pick(optsOf(g, '门派'));
      const score = c.lvl(3000, 58000, 1, 0.05);
      const beasts = c.lvl(0, 10, 1.6, 0.06);
      const feat = c.some(optsOf(g, '特色'), Math.round(Math.pow(c.t, 1.2) * 4 * c.r.next()));
      const rn = c.realname();
      const values: Record<string, AttrValue> = { 角色等级: lv, 门派: school, 人物评分: score, 神兽数: beasts, 特色: feat, 实名情况: rn };
      if (c.r.chance(0.5)) values['仙玉'] = c.lvl(0, 400000, 1.3, 0.2);
      return {
        values,
        title: [`${lv}级`, school, `${score}评分`, ...(beasts ? [`${beasts}神兽`] : []), ...firstOf(feat), rn],
        includes: [`人物评分${score}的${lv}级${school}`, ...(beasts ? [`${beasts}只神兽`] : []), ...(feat.length ? [feat.join('、')] : [])],
        premium: beasts * 0.3 + feat.length * 0.3,
      };
    },
  },
};

const NOTES = ['送绑定邮箱', '赠送剩余点券', '号上还有未领取的活动奖励', '截图均为实时截图', '已成年实名，无防沉迷', '支持视频验号'];

/** Generic template-driven profile for games without a specific one. */
function genericDraw(c: Ctx, g: GameDef): Drawn {
  const values: Record<string, AttrValue> = {};
  const title: string[] = [];
  for (const f of g.attrs) {
    if (f.fieldType === 'text') continue;
    if (!f.must && !c.r.chance(0.7)) continue;
    const v = genericValue(c, f);
    values[f.fieldName] = v;
    if (typeof v === 'number') title.push(`${v}${f.range?.unit ?? ''}${f.fieldName.replace(/数$/, '')}`);
    else if (typeof v === 'string') title.push(v);
  }
  return { values, title: title.slice(0, 6), includes: [], premium: 0 };
}

function genericValue(c: Ctx, f: AttrField): AttrValue {
  switch (f.fieldType) {
    case 'number':
      return c.lvl(f.range?.min ?? 0, f.range?.max ?? 100);
    case 'select':
      return c.rank(f.options ?? ['']);
    case 'multi':
      return c.some(f.options ?? [], Math.round(c.t * (f.options?.length ?? 0) * 0.5 * c.r.next()));
    default:
      return c.r.pick(NOTES);
  }
}

// ------------------------------------------------------------------ descriptions
const OPENERS = ['本人一手号，', '自己的号，', '号是注册就自己在玩的，', '', '老号出售，'];
const REASONS = ['工作忙了没时间玩，', '准备退坑了，', '换手机不玩了，', '开学了要专心学习，', '最近缺钱，', ''];
const BIND_OK = ['手机和实名都可以换绑，交易后客服协助全程换绑。', '实名可二次修改，绑定手机可换，换绑流程走平台。', '可换绑手机、可二次实名，无任何安全隐患。'];
const BIND_NO = ['不可二次实名，介意的勿拍。', '实名不可修改，其余资料都可以换绑。', '账号不支持二次实名，但手机号可以换绑。'];
const CLOSERS = ['诚心出售，非诚勿扰。', '走平台担保交易，放心购买。', '截图都是实拍，以验号为准。', '价格可以小刀，砍价勿过分。', '有任何疑问可以先咨询客服。', '号内无违规记录，从未被封禁。'];

function describe(r: Rng, p: Profile | undefined, d: Drawn, realname: string | undefined, urgent: boolean): string {
  const s: string[] = [];
  const play = p ? r.pick(p.play) : '平时自己玩，日常活动都做';
  s.push(`${r.pick(OPENERS)}${urgent ? r.pick(REASONS) || '急用钱，' : r.pick(REASONS)}${play}。`);
  if (d.includes.length > 0) s.push(`号内有${d.includes.join('，')}。`);
  if (realname === '可二次实名') s.push(r.pick(BIND_OK));
  else if (realname === '不可二次实名') s.push(r.pick(BIND_NO));
  if (s.length < 4 && (s.length < 2 || r.chance(0.6))) s.push(r.pick(CLOSERS));
  return s.join('');
}

// ------------------------------------------------------------------ generator
interface GamePlan {
  game: GameDef;
  leaves: DistrictLeaf[];
  profile: Profile | undefined;
  realnameField: AttrField | undefined;
  textFields: AttrField[];
  mobile: boolean;
  prefix: string;
}

function plan(game: GameDef): GamePlan {
  const leaves = districtLeaves(game.districts).map((l) => ({ path: Object.freeze(l.path), names: Object.freeze(l.names) }) as DistrictLeaf);
  return {
    game,
    leaves,
    profile: PROFILES[game.key],
    realnameField: game.attrs.find((a) => a.fieldName === '实名情况'),
    textFields: game.attrs.filter((a) => a.fieldType === 'text'),
    mobile: game.districts.some((d) => d.name !== 'PC'),
    prefix: game.key.toUpperCase(),
  };
}

const DAY = 86_400_000;
const CN_OFFSET = 8 * 3_600_000;
const pad = (n: number, w: number): string => String(n).padStart(w, '0');
const pad6 = (n: number): string => (n >= 100000 ? String(n) : String(n + 1_000_000).slice(1));
const dayCache = new Map<number, string>();
/** 'yyMMdd' of a timestamp in China time (cached per day) */
function dayStamp(ms: number): string {
  const day = Math.floor((ms + CN_OFFSET) / DAY);
  let s = dayCache.get(day);
  if (s === undefined) {
    const d = new Date(day * DAY);
    s = pad(d.getUTCFullYear() % 100, 2) + pad(d.getUTCMonth() + 1, 2) + pad(d.getUTCDate(), 2);
    dayCache.set(day, s);
  }
  return s;
}

/** Price in whole yuan from the tier (percentile), game offset, premium items and noise. */
function priceYuan(r: Rng, t: number, offset: number, premium: number): number {
  const tt = clamp(t, 0.0005, 0.9995);
  const z = Math.log(tt / (1 - tt)) / 1.7; // ≈ probit, with fatter tails
  const ln = 6.35 + 1.2 * z + offset + Math.log1p(premium * 0.08) + r.normal() * 0.22;
  let y = Math.exp(ln);
  // soft floor at ¥50 and soft ceiling at ¥30,000 instead of piling up on the bounds
  if (y < 50) y = 50 + r.next() * 40;
  else if (y > 20000) y = Math.min(30000, 20000 + (y - 20000) * 0.3);
  // sellers like round and "lucky" prices
  if (y >= 1000) {
    const k = r.next();
    y = k < 0.4 ? Math.round(y / 100) * 100 : k < 0.6 ? Math.round(y / 100) * 100 - 1 : k < 0.7 ? Math.round(y / 1000) * 1000 - 12 : Math.round(y / 10) * 10;
  } else if (y >= 100) {
    const k = r.next();
    y = k < 0.5 ? Math.round(y / 10) * 10 : k < 0.65 ? Math.round(y / 10) * 10 - 2 : Math.round(y);
  } else y = Math.round(y);
  return clamp(Math.round(y), 50, 30000);
}

/**
 * Generates `count` goods deterministically from `seed`.
 * Games are weighted by popularity; districts are uniform over a game's servers.
 */
export function generateGoods(count: number, seed: number | string, opts: GenerateGoodsOptions = {}): GeneratedGood[] {
  const games = opts.games ?? GAMES;
  if (games.length === 0) throw new Error('generateGoods: no games');
  const now = opts.now === undefined ? DEFAULT_NOW : typeof opts.now === 'number' ? opts.now : opts.now.getTime();
  const spread = (opts.days ?? 90) * DAY;
  const startSeq = opts.startSeq ?? 1;
  const plans = games.map(plan);
  const table = new WeightedTable(plans, (p) => p.game.popularity);
  const r = new Rng(seed);
  const out: GeneratedGood[] = new Array(count);

  for (let i = 0; i < count; i++) {
    const p = table.pick(r);
    const g = p.game;
    const leaf = p.leaves[Math.floor(r.next() * p.leaves.length)] as DistrictLeaf;
    const t = 0.0005 + r.next() * 0.999;
    const c = new Ctx(r, t);
    const d = p.profile ? p.profile.draw(c, g) : genericDraw(c, g);

    // attributes by fieldKey, template order
    const attrs: AttrValues = {};
    for (const f of g.attrs) {
      const v = d.values[f.fieldName];
      if (v !== undefined) attrs[f.fieldKey] = v;
      else if (f.must) attrs[f.fieldKey] = genericValue(c, f);
    }
    for (const f of p.textFields) if (attrs[f.fieldKey] === undefined && r.chance(0.3)) attrs[f.fieldKey] = r.pick(NOTES);
    const realname = p.realnameField ? (attrs[p.realnameField.fieldKey] as string | undefined) : undefined;

    const yuan = priceYuan(r, t, p.profile?.priceOffset ?? 0, d.premium);
    const expensive = yuan >= 3000;

    // guarantee, account type, tags
    const gu = r.next();
    const isGuarantee: 0 | 1 | 2 = gu < (expensive ? 0.25 : 0.45) ? 0 : gu < (expensive ? 0.65 : 0.8) ? 1 : 2;
    const accountType: 1 | 2 = r.chance(0.15) ? 1 : 2;
    const tags: GoodTag[] = [];
    if (accountType === 1 || r.chance(expensive ? 0.6 : 0.3)) tags.push('官方验号');
    if (isGuarantee > 0 && r.chance(0.85)) tags.push(isGuarantee === 2 ? '赠送包赔' : '可购包赔');
    if (r.chance(0.3)) tags.push('可议价');
    const urgent = r.chance(0.1);
    if (urgent) tags.push('急售');
    if (realname === '可二次实名' && r.chance(0.6)) tags.push('可换绑');
    if (p.mobile && t < 0.35 && r.chance(0.25)) tags.push('首充号');

    const title = d.title.filter((x) => x.length > 0).join(' ').slice(0, 80) || g.name;
    const description = describe(r, p.profile, d, realname, urgent);
    // more listings recently: skew towards now
    const age = Math.pow(r.next(), 1.3) * spread;
    const created = Math.floor(now - age);
    const seq = startSeq + i;
    const goodsSn = p.prefix + dayStamp(created) + pad6(seq % 1_000_000);

    out[i] = {
      seq,
      goodsSn,
      gameKey: g.key,
      gameName: g.name,
      districtPath: leaf.path,
      districtNames: leaf.names,
      title,
      description,
      price: yuan * 100,
      attrs,
      tags,
      isGuarantee,
      accountType,
      createdAt: new Date(created),
    };
  }
  return out;
}

/** A good's attributes keyed by field name (for display), in template order. */
export function attrsByName(good: Pick<GeneratedGood, 'attrs'>, game: GameDef): Array<{ field: AttrField; value: AttrValue }> {
  const out: Array<{ field: AttrField; value: AttrValue }> = [];
  for (const f of [...game.attrs].sort((a, b) => a.sort - b.sort)) {
    const v = good.attrs[f.fieldKey];
    if (v !== undefined) out.push({ field: f, value: v });
  }
  return out;
}

/** Checks attribute values against a template; returns human-readable problems (empty = valid). */
export function validateAttrs(game: GameDef, attrs: AttrValues): string[] {
  const errs: string[] = [];
  const known = new Set(game.attrs.map((a) => a.fieldKey));
  for (const k of Object.keys(attrs)) if (!known.has(k)) errs.push(`${k}: not in template`);
  for (const f of game.attrs) {
    const v = attrs[f.fieldKey];
    if (v === undefined) {
      if (f.must) errs.push(`${f.fieldKey} ${f.fieldName}: required`);
      continue;
    }
    switch (f.fieldType) {
      case 'number':
        if (typeof v !== 'number' || !Number.isFinite(v)) errs.push(`${f.fieldName}: not a number`);
        else if (f.range && (v < f.range.min || v > f.range.max)) errs.push(`${f.fieldName}: ${v} outside ${f.range.min}–${f.range.max}`);
        break;
      case 'select':
        if (typeof v !== 'string' || !(f.options ?? []).includes(v)) errs.push(`${f.fieldName}: ${String(v)} not an option`);
        break;
      case 'multi':
        if (!Array.isArray(v)) errs.push(`${f.fieldName}: not a list`);
        else {
          if (new Set(v).size !== v.length) errs.push(`${f.fieldName}: duplicates`);
          for (const x of v) if (!(f.options ?? []).includes(x)) errs.push(`${f.fieldName}: ${x} not an option`);
        }
        break;
      case 'text':
        if (typeof v !== 'string' || v.length > 200) errs.push(`${f.fieldName}: bad text`);
        break;
    }
  }
  return errs;
}
