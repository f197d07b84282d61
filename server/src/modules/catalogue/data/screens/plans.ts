/**
 * Which of a game's template fields each in-game screen shows: the rank screen's ladder, the
 * collection grids (a count field, the named items drawn first, the tile shape) and the
 * warehouse. Field names are the templates' own (data/games.ts); a game without a plan gets one
 * derived from its template (derivePlan), so a game added later still gets 3–5 screens.
 */
import type { GameDef } from '../types.js';
import type { ShapeKey } from './kit.js';

export interface CollectionPlan {
  /** number field holding how many the account owns */
  count: string;
  /** multi fields whose values are drawn first, labelled */
  named?: string[];
  shape: ShapeKey;
  /** side tabs of the screen; the first is the active one */
  tabs: string[];
}

export interface ScreenPlan {
  /** number field shown as the level next to the nickname */
  level?: string;
  /** ranked select field of the rank screen, and fields shown beside the badge */
  rank?: string;
  rankExtras?: string[];
  /** 1–3 collection grids */
  collections: CollectionPlan[];
  /** warehouse: named items (multi fields), resources (numbers in the top bar), counts (numbers as stacks) */
  warehouse?: { title: string; items: string[]; resources: string[]; counts: string[] };
}

export const PLANS: Record<string, ScreenPlan> = {
  wzry: {
    rank: '段位',
    rankExtras: ['巅峰积分', '贵族等级'],
    collections: [
      { count: '英雄数', shape: 'hero', tabs: ['全部英雄', '坦克', '战士', '刺客', '法师', '射手', '辅助'] },
      { count: '皮肤数', named: ['荣耀典藏皮肤', '传说/限定皮肤'], shape: 'skin', tabs: ['全部皮肤', '荣耀典藏', '传说', '史诗', '勇者'] },
    ],
  },
  hpjy: {
    rank: '段位',
    rankExtras: ['王者印记'],
    collections: [
      { count: '套装数', shape: 'suit', tabs: ['套装', '上衣', '裤子', '帽子', '鞋子'] },
      { count: '枪皮数', shape: 'gun', tabs: ['枪械皮肤', '步枪', '冲锋枪', '狙击枪', '霰弹枪'] },
    ],
    warehouse: { title: '仓库', items: ['载具皮肤'], resources: [], counts: ['满级升级枪', '英雄数'] },
  },
  ys: {
    level: '冒险等级',
    collections: [
      { count: '五星角色数', named: ['限定角色'], shape: 'hero', tabs: ['角色', '火', '水', '风', '雷', '草', '冰', '岩'] },
      { count: '五星武器数', shape: 'sword', tabs: ['武器', '单手剑', '双手剑', '长柄武器', '法器', '弓'] },
    ],
    warehouse: { title: '背包', items: [], resources: ['原石'], counts: ['命座数'] },
  },
  lolm: {
    level: '账号等级',
    rank: '段位',
    collections: [
      { count: '英雄数', shape: 'hero', tabs: ['全部英雄', '战士', '法师', '刺客', '坦克', '射手', '辅助'] },
      { count: '皮肤数', named: ['传说/至臻皮肤'], shape: 'skin', tabs: ['全部皮肤', '至臻', '传说', '史诗'] },
    ],
  },
  xqtd: {
    level: '开拓等级',
    collections: [
      { count: '五星角色数', named: ['限定角色'], shape: 'hero', tabs: ['角色', '毁灭', '巡猎', '智识', '同谐', '虚无', '存护', '丰饶'] },
      { count: '五星光锥数', shape: 'card', tabs: ['光锥', '五星', '四星', '三星'] },
    ],
    warehouse: { title: '背包', items: [], resources: ['星琼'], counts: ['星魂数'] },
  },
  jcc: {
    rank: '段位',
    collections: [
      { count: '小小英雄数', named: ['传说小小英雄'], shape: 'pet', tabs: ['小小英雄', '传说', '史诗', '稀有'] },
      { count: '棋盘皮肤数', shape: 'board', tabs: ['棋盘', '传说', '史诗', '稀有'] },
      { count: '攻击特效数', shape: 'fx', tabs: ['攻击特效', '传说', '史诗', '稀有'] },
    ],
  },
  dwrg: {
    rank: '最高段位',
    collections: [
      { count: '金皮数', named: ['限定金皮'], shape: 'skin', tabs: ['时装', '金皮', '紫皮', '蓝皮'] },
      { count: '紫皮数', shape: 'hero', tabs: ['时装', '金皮', '紫皮', '蓝皮'] },
    ],
    warehouse: { title: '仓库', items: [], resources: ['线索'], counts: ['求生者数', '监管者数'] },
  },
  dzpd: {
    rank: '段位',
    collections: [
      { count: '皮肤数', named: ['传说皮肤'], shape: 'pet', tabs: ['全部皮肤', '传说', '隐藏款', '稀有'] },
      { count: '隐藏款数', shape: 'pet', tabs: ['隐藏款', '盲盒', '典藏'] },
    ],
    warehouse: { title: '仓库', items: [], resources: ['蛋币'], counts: [] },
  },
  hyrz: {
    rank: '决斗场段位',
    collections: [
      { count: '忍者数', shape: 'ninja', tabs: ['全部忍者', 'S忍', 'A忍', 'B忍', 'C忍'] },
      { count: 'S忍数', named: ['高招S忍'], shape: 'ninja', tabs: ['S忍', '高招', '限定'] },
    ],
    warehouse: { title: '背包', items: [], resources: ['金币'], counts: ['通灵兽数'] },
  },
  cf: {
    rank: '军衔',
    rankExtras: ['VIP'],
    collections: [
      { count: '永久武器数', shape: 'gun', tabs: ['永久武器', '主武器', '副武器', '近战', '投掷'] },
      { count: '英雄级武器数', named: ['英雄级武器'], shape: 'gun', tabs: ['英雄级', '步枪', '狙击', '机枪'] },
    ],
    warehouse: { title: '仓库', items: [], resources: [], counts: ['永久角色数'] },
  },
  mhxy: {
    level: '角色等级',
    collections: [{ count: '神兽数', shape: 'beast', tabs: ['召唤兽', '神兽', '变异', '宝宝'] }],
    warehouse: { title: '仓库', items: ['特色'], resources: ['仙玉'], counts: [] },
  },
};

/** A plan from the template alone: first ranked select, count fields as grids, multis as items. */
export function derivePlan(game: GameDef): ScreenPlan {
  const rank = game.attrs.find((a) => a.fieldType === 'select' && a.fieldName !== '实名情况');
  const counts = game.attrs.filter((a) => a.fieldType === 'number').slice(0, 2);
  const multis = game.attrs.filter((a) => a.fieldType === 'multi').map((a) => a.fieldName);
  return {
    rank: rank?.fieldName,
    collections: counts.map((c) => ({ count: c.fieldName, shape: 'card', tabs: [c.fieldName.replace(/数$/, '')] })),
    warehouse: { title: '仓库', items: multis, resources: [], counts: [] },
  };
}

export const planOf = (game: GameDef): ScreenPlan => PLANS[game.key] ?? derivePlan(game);
