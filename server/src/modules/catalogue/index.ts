/**
 * The catalogue module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { MemoryKv, SingleFlight } from './cache.js';
export type { KvStore } from './cache.js';
export { createCatalogueRepo } from './repository.js';
export { GoodListItem } from './schema.js';
export { goodGrams } from './search.js';
export { DEMO_SELLERS } from './seed.js';
export { createCatalogueService } from './service.js';
export type { AttrMeta, CatalogueService } from './service.js';
export { SALE_STATE, districts, games, goods, goodsViewCount } from './table.js';
export type { GoodImage } from './table.js';
