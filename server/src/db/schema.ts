// Every table of every module, in one place for drizzle-kit and the typed db handle.
export * from '../modules/user/table.js';
export * from '../modules/auth/table.js';
export * from '../modules/realname/table.js';
export * from '../modules/upload/table.js';
export * from '../modules/notice/table.js';
export * from '../modules/catalogue/table.js';
export * from '../modules/message/table.js';
export * from '../modules/selling/table.js';
export * from '../modules/admin/table.js';
export * from '../modules/problem/table.js';
export * from '../modules/support/table.js';
export * from '../modules/blacklist/table.js';
export * from '../modules/merchant/table.js';
export * from '../modules/order/table.js';
export * from '../modules/payment/table.js';
export * from '../modules/wallet/table.js';
export * from '../modules/appraisal/table.js';
