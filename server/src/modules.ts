import type { ModuleManifest } from './module-kit.js';
import { adminModule } from './modules/admin/index.js';
import { agreementModule } from './modules/agreement/index.js';
import { appraisalModule } from './modules/appraisal/index.js';
import { authModule } from './modules/auth/index.js';
import { blacklistModule } from './modules/blacklist/index.js';
import { catalogueModule } from './modules/catalogue/index.js';
import { claimModule } from './modules/claim/index.js';
import { clientErrorModule } from './modules/client-error/index.js';
import { consultModule } from './modules/consult/index.js';
import { disputeModule } from './modules/dispute/index.js';
import { handoverModule } from './modules/handover/index.js';
import { merchantModule } from './modules/merchant/index.js';
import { messageModule } from './modules/message/index.js';
import { moderationModule } from './modules/moderation/index.js';
import { noticeModule } from './modules/notice/index.js';
import { notifyModule } from './modules/notify/index.js';
import { offerModule } from './modules/offer/index.js';
import { orderModule } from './modules/order/index.js';
import { paymentModule } from './modules/payment/index.js';
import { problemModule } from './modules/problem/index.js';
import { ratingModule } from './modules/rating/index.js';
import { realnameModule } from './modules/realname/index.js';
import { reconModule } from './modules/recon/index.js';
import { rentalModule } from './modules/rental/index.js';
import { rulesModule } from './modules/rules/index.js';
import { sellingModule } from './modules/selling/index.js';
import { siteModule } from './modules/site/index.js';
import { supportModule } from './modules/support/index.js';
import { systemModule } from './modules/system/index.js';
import { tradeInModule } from './modules/tradein/index.js';
import { uploadModule } from './modules/upload/index.js';
import { userModule } from './modules/user/index.js';
import { walletModule } from './modules/wallet/index.js';

/**
 * Every module the app loads, in build order: a module comes after the ones whose services it is
 * handed (repositories are all built first, so they impose no order). Route order is each route
 * entry's own `order`, not this list's. A new module adds its line here.
 */
export const MODULES: readonly ModuleManifest[] = [
  authModule,
  moderationModule,
  realnameModule,
  uploadModule,
  userModule,
  rulesModule,
  siteModule,
  noticeModule,
  clientErrorModule,
  catalogueModule,
  notifyModule,
  messageModule,
  sellingModule,
  adminModule,
  problemModule,
  blacklistModule,
  supportModule,
  consultModule,
  handoverModule,
  merchantModule,
  appraisalModule,
  walletModule,
  offerModule,
  orderModule,
  agreementModule,
  paymentModule,
  rentalModule,
  tradeInModule,
  disputeModule,
  claimModule,
  reconModule,
  ratingModule,
  systemModule,
];
