/** Demo catalogue: games, district trees, attribute templates, generated goods and SVG artwork. */
export * from './types.js';
export { GAMES, WZRY, HPJY, YS, LOLM, XQTD, JCC, DWRG, DZPD, HYRZ, CF, MHXY, gameByKey, districtLeaves, districtAt, type DistrictLeaf } from './games.js';
export {
  generateGoods,
  validateAttrs,
  attrsByName,
  GOOD_TAGS,
  DEFAULT_NOW,
  type GeneratedGood,
  type GenerateGoodsOptions,
  type GoodTag,
} from './goods.js';
export { gameIconSvg, goodCoverSvg, goodThumbSvg, goodGallerySvgs, bannerSvg, escapeXml, HOME_BANNERS, SVG_FONT_FAMILY, type BannerDef, type GoodImageInput } from './images.js';
export { Rng, hashSeed } from './prng.js';
