import type { ChecklistItem } from './table.js';

/**
 * The seeded checklists (content, not code): what staff at 螃蟹 and 淘手游 verify before a game
 * account changes hands. Every game gets the generic six; a game whose login or security sits with
 * an outside account (a QQ/微信 authorisation, a 米哈游 or 网易 passport, 将军令) gets its own
 * lines after them, because an unmoved outside binding is how sellers take accounts back (找回).
 */
export const GENERIC_CHECKLIST: readonly ChecklistItem[] = [
  { key: 'login_ok', label: '登录正常', hint: '用卖家提供的账号密码登录成功，无封禁、冻结或异常提示' },
  {
    key: 'assets_match',
    label: '等级与资产与商品描述一致',
    hint: '逐项核对等级、段位、角色、皮肤等与商品描述和截图一致，截图留证',
  },
  {
    key: 'phone_rebound',
    label: '绑定手机已换绑为买家手机',
    hint: '需卖家提供原手机验证码；换绑后截图显示买家手机尾号',
  },
  { key: 'email_rebound', label: '绑定邮箱已换绑或解绑', hint: '改为买家邮箱或解除绑定；未绑定邮箱的截图说明' },
  {
    key: 'realname',
    label: '实名认证状态',
    hint: '已改为买家实名；不可二次实名的，确认商品描述已如实注明',
  },
  {
    key: 'security_cleared',
    label: '安全项已解除',
    hint: '二次验证、密保问题、设备锁、登录保护均已解除或改为买家的',
  },
];

const QQ_WX: ChecklistItem = {
  key: 'qq_wx_unbound',
  label: '授权登录的QQ/微信已解绑',
  hint: '游戏授权的QQ/微信已解除，或账号本身已转给买家并改密',
};
const MIHOYO: ChecklistItem = {
  key: 'mihoyo_passport',
  label: '米哈游通行证已换绑',
  hint: '通行证绑定的手机、邮箱改为买家的，第三方登录（B站、TapTap等）已解除',
};
const NETEASE: ChecklistItem = {
  key: 'netease_passport',
  label: '网易通行证已换绑',
  hint: '网易通行证的手机与邮箱改为买家的，渠道服账号已确认归属',
};

/** The lines a game adds to the generic list, by game key (data/games.ts in the catalogue). */
export const GAME_EXTRAS: Readonly<Record<string, readonly ChecklistItem[]>> = {
  wzry: [QQ_WX],
  hpjy: [QQ_WX],
  lolm: [QQ_WX],
  jcc: [QQ_WX],
  hyrz: [QQ_WX],
  cf: [
    {
      key: 'qq_security',
      label: 'QQ安全中心已换绑',
      hint: 'QQ密保手机、安全中心令牌和登录保护已改为买家的',
    },
  ],
  ys: [MIHOYO],
  xqtd: [MIHOYO],
  dwrg: [NETEASE],
  dzpd: [NETEASE],
  mhxy: [
    NETEASE,
    { key: 'jiangjunling', label: '将军令已解除', hint: '手机将军令或硬件将军令已解绑，藏宝阁等关联服务已解除' },
  ],
};

/** A game's seeded checklist: the generic lines, then its own. */
export const defaultChecklist = (gameKey: string): ChecklistItem[] => [
  ...GENERIC_CHECKLIST,
  ...(GAME_EXTRAS[gameKey] ?? []),
];
