/**
 * Demo catalogue: games, their district trees (system → operator → area → server)
 * and their attribute templates. Pure data; the catalogue module inserts it.
 */
import type { AttrField, DistrictNode, GameDef } from './types.js';

export type { AttrField, AttrFieldType, DistrictLevel, DistrictNode, GameDef } from './types.js';

// ---------------------------------------------------------------- tree helpers
const servers = (names: string[]): DistrictNode[] => names.map((name) => ({ name, level: 'server' }));
const area = (name: string, serverNames: string[]): DistrictNode => ({ name, level: 'area', children: servers(serverNames) });
const op = (name: string, areas: DistrictNode[]): DistrictNode => ({ name, level: 'operator', children: areas });
const sys = (name: string, ops: DistrictNode[]): DistrictNode => ({ name, level: 'system', children: ops });

// ---------------------------------------------------------------- template helpers
type FieldSpec = Omit<AttrField, 'fieldKey' | 'sort'>;
const num = (fieldName: string, min: number, max: number, unit?: string, must = true, isSearch = true): FieldSpec => ({
  fieldName, fieldType: 'number', must, isSearch, range: unit === undefined ? { min, max } : { min, max, unit },
});
const sel = (fieldName: string, options: string[], must = true, isSearch = true): FieldSpec => ({
  fieldName, fieldType: 'select', must, isSearch, options,
});
const multi = (fieldName: string, options: string[], must = false, isSearch = true): FieldSpec => ({
  fieldName, fieldType: 'multi', must, isSearch, options,
});
const text = (fieldName: string, must = false): FieldSpec => ({ fieldName, fieldType: 'text', must, isSearch: false });
/** Numbers the fields f1, f2, … and sorts them in the given order. */
const template = (fields: FieldSpec[]): AttrField[] =>
  fields.map((f, i) => ({ fieldKey: `f${i + 1}`, sort: i + 1, ...f }));

const REALNAME = sel('实名情况', ['可二次实名', '不可二次实名']);
const ANDROID_IOS_QQ_WX_SINGLE = (systems: string[]): DistrictNode[] =>
  systems.map((s) => sys(s, [op('QQ', [area('国服', ['全区全服'])]), op('微信', [area('国服', ['全区全服'])])]));

// ---------------------------------------------------------------- games
export const WZRY: GameDef = {
  key: 'wzry', name: '王者荣耀', sort: 1, hot: true, popularity: 30, publisher: '腾讯游戏',
  iconColor: ['#1d3b8f', '#e8b949'], iconText: '王者',
  districts: [
    sys('安卓', [
      op('QQ', [
        area('手Q安卓 1-100区', ['S3 王者独尊', 'S12 长城守卫军', 'S47 稷下学院', 'S88 云中漠地']),
        area('手Q安卓 101-200区', ['S105 峡谷之巅', 'S136 长安城', 'S172 逐鹿中原']),
      ]),
      op('微信', [
        area('微信安卓 1-100区', ['S6 尧天', 'S25 扶桑之国', 'S63 玄雍帝都']),
        area('微信安卓 101-200区', ['S118 魔道之都', 'S150 云梦泽']),
      ]),
    ]),
    sys('苹果', [
      op('QQ', [area('手Q苹果 1-100区', ['S9 破晓之光', 'S31 吴国孙氏', 'S77 大河流域'])]),
      op('微信', [
        area('微信苹果 1-100区', ['S2 大唐盛世', 'S19 东风谷', 'S58 万象天工']),
        area('微信苹果 101-200区', ['S121 河洛', 'S164 九霄']),
      ]),
    ]),
  ],
  attrs: template([
    num('英雄数', 0, 130, '个'),
    num('皮肤数', 0, 600, '款'),
    sel('段位', ['倔强青铜', '秩序白银', '荣耀黄金', '尊贵铂金', '永恒钻石', '至尊星耀', '最强王者', '无双王者', '荣耀王者', '传奇王者']),
    sel('贵族等级', ['V0', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6', 'V7', 'V8', 'V9', 'V10']),
    multi('荣耀典藏皮肤', ['李白-鸣剑·曳影', '孙悟空-零号·赤焰', '貂蝉-遇见胡旋', '赵云-龙胆', '王昭君-凤凰于飞', '杨玉环-遇见飞天', '后羿-如梦令', '孙尚香-杀手不太冷', '小乔-天鹅之梦']),
    multi('传说/限定皮肤', ['李白-凤求凰', '韩信-白龙吟', '貂蝉-仲夏夜之梦', '露娜-紫霞仙子', '孙尚香-末日机甲', '亚瑟-死亡骑士', '赵云-引擎之心', '吕布-天魔缭乱', '诸葛亮-星航指挥官', '甄姬-游园惊梦', '后羿-辉光之辰', '安琪拉-心灵骇客', '公孙离-花间舞', '李白-千年之狐']),
    num('巅峰积分', 1200, 3000, '分', false),
    REALNAME,
    text('补充说明'),
  ]),
};

export const HPJY: GameDef = {
  key: 'hpjy', name: '和平精英', sort: 2, hot: true, popularity: 22, publisher: '腾讯游戏',
  iconColor: ['#f0a531', '#4a2f14'], iconText: '和平',
  districts: ANDROID_IOS_QQ_WX_SINGLE(['安卓', '苹果', '鸿蒙']),
  attrs: template([
    sel('段位', ['热血青铜', '不屈白银', '英勇黄金', '坚韧铂金', '不朽星钻', '荣耀皇冠', '超级王牌', '无敌战神']),
    num('套装数', 0, 500, '套'),
    num('枪皮数', 0, 800, '款'),
    num('满级升级枪', 0, 40, '把'),
    multi('载具皮肤', ['玛莎拉蒂MC20', '玛莎拉蒂Ghibli', '兰博基尼Aventador SVJ', '兰博基尼Urus', '特斯拉Model Y', '阿斯顿·马丁DBS', '雪铁龙C5X']),
    num('英雄数', 0, 30, '个', false),
    sel('王者印记', ['无', '1枚', '2-5枚', '6枚以上'], false),
    REALNAME,
    text('补充说明'),
  ]),
};

export const YS: GameDef = {
  key: 'ys', name: '原神', sort: 3, hot: true, popularity: 18, publisher: '米哈游',
  iconColor: ['#3a6fd8', '#f2d78a'], iconText: '原神',
  districts: [
    sys('安卓', [
      op('官服', [area('国服', ['天空岛'])]),
      op('B服', [area('国服', ['世界树'])]),
      op('渠道服', [area('国服', ['世界树(小米)', '世界树(华为)', '世界树(OPPO)', '世界树(vivo)'])]),
    ]),
    sys('苹果', [
      op('官服', [area('国服', ['天空岛'])]),
      op('国际服', [area('海外', ['亚服', '美服', '欧服', '港澳台服'])]),
    ]),
    sys('PC', [
      op('官服', [area('国服', ['天空岛'])]),
      op('B服', [area('国服', ['世界树'])]),
      op('国际服', [area('海外', ['亚服', '美服', '欧服', '港澳台服'])]),
    ]),
  ],
  attrs: template([
    num('冒险等级', 1, 60, '级'),
    num('五星角色数', 0, 80, '个'),
    num('命座数', 0, 200, '命'),
    num('五星武器数', 0, 60, '把'),
    multi('限定角色', ['胡桃', '雷电将军', '纳西妲', '芙宁娜', '那维莱特', '钟离', '甘雨', '神里绫华', '八重神子', '夜兰', '宵宫', '魈', '温迪', '可莉', '珊瑚宫心海', '枫原万叶', '艾尔海森', '妮露', '娜维娅', '阿蕾奇诺', '克洛琳德', '玛薇卡']),
    num('原石', 0, 200000, '颗', false),
    sel('深境螺旋', ['未解锁', '未满星', '36星'], false),
    REALNAME,
    text('补充说明'),
  ]),
};

export const LOLM: GameDef = {
  key: 'lolm', name: '英雄联盟手游', sort: 4, hot: true, popularity: 9, publisher: '腾讯游戏',
  iconColor: ['#0b2a45', '#c8a35a'], iconText: '英雄',
  districts: [
    sys('安卓', [
      op('QQ', [area('QQ区', ['艾欧尼亚', '祖安', '诺克萨斯', '班德尔城'])]),
      op('微信', [area('微信区', ['德玛西亚', '弗雷尔卓德', '暗影岛'])]),
    ]),
    sys('苹果', [
      op('QQ', [area('QQ区', ['皮尔特沃夫', '战争学院', '巨神峰'])]),
      op('微信', [area('微信区', ['恕瑞玛', '比尔吉沃特', '均衡教派'])]),
    ]),
  ],
  attrs: template([
    sel('段位', ['坚韧黑铁', '英勇黄铜', '不屈白银', '荣耀黄金', '华贵铂金', '流光翡翠', '璀璨钻石', '超凡大师', '傲世宗师', '最强王者']),
    num('英雄数', 0, 130, '个'),
    num('皮肤数', 0, 500, '款'),
    num('账号等级', 1, 300, '级', false),
    multi('传说/至臻皮肤', ['至臻 K/DA 阿狸', '灵魂莲华 亚索', '星之守护者 金克丝', '电玩女神 厄运小姐', '龙的传人 李青', '未来战士 伊泽瑞尔', '西部魔影 卢锡安', '源计划 艾希', '腥红之月 劫']),
    REALNAME,
    text('补充说明'),
  ]),
};

export const XQTD: GameDef = {
  key: 'xqtd', name: '崩坏：星穹铁道', sort: 5, hot: true, popularity: 10, publisher: '米哈游',
  iconColor: ['#24194a', '#c9a0ff'], iconText: '星铁',
  districts: [
    sys('安卓', [
      op('官服', [area('国服', ['星穹列车'])]),
      op('B服', [area('国服', ['无名客'])]),
      op('渠道服', [area('国服', ['无名客(小米)', '无名客(华为)'])]),
    ]),
    sys('苹果', [
      op('官服', [area('国服', ['星穹列车'])]),
      op('国际服', [area('海外', ['亚服', '美服', '欧服', '港澳台服'])]),
    ]),
    sys('PC', [
      op('官服', [area('国服', ['星穹列车'])]),
      op('国际服', [area('海外', ['亚服', '美服', '欧服', '港澳台服'])]),
    ]),
  ],
  attrs: template([
    num('开拓等级', 1, 70, '级'),
    num('五星角色数', 0, 60, '个'),
    num('星魂数', 0, 150, '魂'),
    num('五星光锥数', 0, 50, '把'),
    multi('限定角色', ['希儿', '景元', '刃', '符玄', '丹恒·饮月', '银狼', '卡芙卡', '镜流', '托帕', '黄泉', '花火', '知更鸟', '砂金', '流萤', '飞霄']),
    num('星琼', 0, 100000, '颗', false),
    REALNAME,
    text('补充说明'),
  ]),
};

export const JCC: GameDef = {
  key: 'jcc', name: '金铲铲之战', sort: 6, hot: true, popularity: 8, publisher: '腾讯游戏',
  iconColor: ['#5a2a9c', '#f7c948'], iconText: '金铲',
  districts: ANDROID_IOS_QQ_WX_SINGLE(['安卓', '苹果', '鸿蒙']),
  attrs: template([
    sel('段位', ['坚韧黑铁', '英勇黄铜', '不屈白银', '荣耀黄金', '华贵铂金', '璀璨钻石', '超凡大师', '傲世宗师', '最强王者']),
    num('小小英雄数', 0, 200, '个'),
    num('棋盘皮肤数', 0, 100, '款'),
    num('攻击特效数', 0, 100, '款'),
    multi('传说小小英雄', ['小小亚索', '小小阿狸', '小小金克丝', '小小卡莎', '小小瑟提', '小小悠米', '小小厄运小姐', '小小劫']),
    REALNAME,
    text('补充说明'),
  ]),
};

export const DWRG: GameDef = {
  key: 'dwrg', name: '第五人格', sort: 7, hot: true, popularity: 7, publisher: '网易游戏',
  iconColor: ['#2b2b2b', '#b23a3a'], iconText: '五人',
  districts: [
    sys('安卓', [
      op('官服', [area('国服', ['网易官服'])]),
      op('渠道服', [area('国服', ['华为', '小米', 'OPPO', 'vivo', 'B站', '应用宝'])]),
    ]),
    sys('苹果', [op('官服', [area('国服', ['苹果官服'])])]),
    sys('PC', [op('官服', [area('国服', ['PC互通服'])])]),
  ],
  attrs: template([
    sel('最高段位', ['一阶', '二阶', '三阶', '四阶', '五阶', '六阶', '七阶', '巅峰七阶']),
    num('金皮数', 0, 120, '款'),
    num('紫皮数', 0, 300, '款'),
    num('求生者数', 0, 50, '个'),
    num('监管者数', 0, 30, '个'),
    multi('限定金皮', ['红蝶-白无垢', '杰克-雾都夜影', '园丁-小红帽', '调香师-复苏之星', '宿伞之魂-白无常', '医生-蓝色蔷薇', '小丑-潘多拉']),
    num('线索', 0, 500000, '个', false),
    REALNAME,
    text('补充说明'),
  ]),
};

export const DZPD: GameDef = {
  key: 'dzpd', name: '蛋仔派对', sort: 8, hot: true, popularity: 7, publisher: '网易游戏',
  iconColor: ['#ff8fb1', '#ffd36e'], iconText: '蛋仔',
  districts: [
    sys('安卓', [
      op('官服', [area('国服', ['网易官服'])]),
      op('渠道服', [area('国服', ['华为', '小米', 'OPPO', 'vivo', '4399'])]),
    ]),
    sys('苹果', [op('官服', [area('国服', ['苹果官服'])])]),
    sys('PC', [op('官服', [area('国服', ['PC互通服'])])]),
  ],
  attrs: template([
    sel('段位', ['鹌鹑蛋', '鸽子蛋', '鸭蛋', '鹅蛋', '鸵鸟蛋', '恐龙蛋', '凤凰蛋', '巅峰凤凰蛋']),
    num('皮肤数', 0, 600, '款'),
    num('隐藏款数', 0, 80, '款'),
    multi('传说皮肤', ['云端之翼', '星河幻梦', '琉璃仙子', '机甲先锋', '锦鲤娃娃', '蜡笔小新(联名)', '库洛米(联名)']),
    num('蛋币', 0, 100000, '个', false),
    REALNAME,
    text('补充说明'),
  ]),
};

export const HYRZ: GameDef = {
  key: 'hyrz', name: '火影忍者', sort: 9, hot: false, popularity: 6, publisher: '腾讯游戏',
  iconColor: ['#e8671c', '#2a1a10'], iconText: '火影',
  districts: [
    sys('安卓', [
      op('QQ', [
        area('手Q安卓 1-200服', ['S1 木叶之村', 'S27 砂隐之村', 'S86 雾隐之村']),
        area('手Q安卓 201-400服', ['S233 终末之谷', 'S318 忍界大战']),
      ]),
      op('微信', [
        area('微信安卓 1-200服', ['S5 火之国', 'S44 云隐之村', 'S120 岩隐之村']),
        area('微信安卓 201-400服', ['S260 晓之据点']),
      ]),
    ]),
    sys('苹果', [
      op('QQ', [area('手Q苹果 1-200服', ['S8 风之国', 'S66 妙木山', 'S150 雨隐之村'])]),
      op('微信', [area('微信苹果 1-200服', ['S3 水之国', 'S52 龙地洞', 'S177 湿骨林'])]),
    ]),
  ],
  attrs: template([
    num('忍者数', 0, 400, '个'),
    num('S忍数', 0, 150, '个'),
    sel('决斗场段位', ['下忍', '中忍', '特别上忍', '上忍', '精英上忍', '暗部', '影', '超影']),
    multi('高招S忍', ['六道斑', '忍战带土', '秽土柱间', '须佐鼬', '大筒木辉夜', '秽土扉间', '晓佩恩', '九尾鸣人']),
    num('通灵兽数', 0, 40, '个', false),
    num('金币', 0, 300000, '个', false),
    REALNAME,
    text('补充说明'),
  ]),
};

export const CF: GameDef = {
  key: 'cf', name: '穿越火线', sort: 10, hot: false, popularity: 6, publisher: '腾讯游戏',
  iconColor: ['#3c3f44', '#d4a02a'], iconText: 'CF',
  districts: [
    sys('PC', [
      op('电信区', [
        area('华南大区', ['广东一区', '广东二区', '广西一区', '福建一区']),
        area('华东大区', ['浙江一区', '江苏一区', '上海一区', '安徽一区']),
        area('华中西南大区', ['湖南一区', '湖北一区', '四川一区', '重庆一区']),
      ]),
      op('网通区', [
        area('华北大区', ['北京一区', '河北一区', '山西一区', '山东一区']),
        area('东北大区', ['辽宁一区', '黑龙江区', '吉林一区']),
      ]),
      op('其他', [area('专区', ['移动专区', '教育网专区'])]),
    ]),
  ],
  attrs: template([
    sel('军衔', ['列兵', '士官', '少尉', '中尉', '上尉', '少校', '中校', '上校', '大校', '少将', '中将', '上将', '元帅']),
    num('英雄级武器数', 0, 150, '把'),
    num('永久武器数', 0, 400, '把'),
    multi('英雄级武器', ['AK47-火麒麟', 'M4A1-雷神', 'AWM-天龙', 'M4A1-黑骑士', 'AK47-无影', '毁灭', '炽天使', '屠龙', '王者之啸']),
    num('永久角色数', 0, 60, '个', false),
    sel('VIP', ['无', '蓝钻', '紫钻', '黑钻'], false),
    REALNAME,
    text('补充说明'),
  ]),
};

export const MHXY: GameDef = {
  key: 'mhxy', name: '梦幻西游手游', sort: 11, hot: false, popularity: 5, publisher: '网易游戏',
  iconColor: ['#8a1f1f', '#f4d58d'], iconText: '梦幻',
  districts: [
    sys('双平台', [
      op('官服', [
        area('2016年服', ['长安城', '紫禁之巅', '傲来国']),
        area('2020年服', ['天下无双', '踏雪寻梅', '烟雨江南']),
        area('新服', ['星河璀璨', '剑指苍穹']),
      ]),
    ]),
    sys('安卓', [
      op('官服', [area('安卓官服', ['花果山', '东海湾', '大唐境外'])]),
      op('渠道服', [area('渠道服', ['凌霄宝殿(华为)', '蓬莱仙岛(小米)', '龙宫水府(OPPO)'])]),
    ]),
    sys('苹果', [op('官服', [area('苹果官服', ['月宫', '普陀山'])])]),
  ],
  attrs: template([
    num('角色等级', 1, 175, '级'),
    sel('门派', ['大唐官府', '化生寺', '女儿村', '方寸山', '狮驼岭', '魔王寨', '盘丝洞', '阴曹地府', '东海龙宫', '南海普陀', '天宫', '五庄观', '凌波城', '神木林']),
    num('人物评分', 0, 60000, '分'),
    num('神兽数', 0, 10, '只'),
    multi('特色', ['满修炼', '无级别武器', '特技装备', '全红宠', '祥瑞坐骑', '锦衣']),
    num('仙玉', 0, 500000, '个', false),
    REALNAME,
    text('补充说明'),
  ]),
};

/** All demo games, in display order. */
export const GAMES: readonly GameDef[] = [WZRY, HPJY, YS, LOLM, XQTD, JCC, DWRG, DZPD, HYRZ, CF, MHXY];

export function gameByKey(key: string): GameDef | undefined {
  return GAMES.find((g) => g.key === key);
}

/** A leaf of a district tree: index path and names from system to server. */
export interface DistrictLeaf {
  path: number[];
  names: string[];
}

/** All root-to-server paths of a district tree, depth first. */
export function districtLeaves(tree: readonly DistrictNode[]): DistrictLeaf[] {
  const out: DistrictLeaf[] = [];
  const walk = (nodes: readonly DistrictNode[], path: number[], names: string[]): void => {
    nodes.forEach((n, i) => {
      const p = [...path, i];
      const nm = [...names, n.name];
      if (n.children && n.children.length > 0) walk(n.children, p, nm);
      else out.push({ path: p, names: nm });
    });
  };
  walk(tree, [], []);
  return out;
}

/** Follows an index path into the tree; undefined if any index is out of range. */
export function districtAt(tree: readonly DistrictNode[], path: readonly number[]): DistrictNode[] | undefined {
  const chain: DistrictNode[] = [];
  let level: readonly DistrictNode[] | undefined = tree;
  for (const i of path) {
    const node: DistrictNode | undefined = level?.[i];
    if (!node) return undefined;
    chain.push(node);
    level = node.children;
  }
  return chain;
}
