import { Reactions } from '../../lib/events.js';
import { Extensions } from '../../lib/extensions.js';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DataCrypto } from '../../lib/crypto.js';
import { MemoryRateLimiter } from '../../lib/rate-limit.js';
import { createAdminRepo } from '../admin/index.js';
import {
  createAppraisalRepo,
  createAppraisalService,
  onSaleSource,
  soldGoodsSource,
  BACKLIST_TYPE,
} from '../appraisal/index.js';
import { MemoryKv, createCatalogueRepo, createCatalogueService, games, goods, SALE_STATE } from '../catalogue/index.js';
import { createOrderRepo } from '../order/index.js';
import { createMessageRepo, createMessageService } from '../message/index.js';
import { createSellingRepo } from '../selling/index.js';
import { createUserRepo, users } from '../user/index.js';
import { createWalletRepo, createWalletService } from '../wallet/index.js';
import { createTradeInRepo } from './repository.js';
import { createTradeInService } from './service.js';

/**
 * A trade-in of demo_buyer's with a quote from demo_merchant, so 我的竞价回收 and the merchant's
 * page show something on a first start. Goes through the real services (validation, sealed
 * login, valuation, the owner's message). Does nothing once demo_buyer has a trade-in.
 */
export async function seedDemoTradeIn(
  db: Db,
  config: Pick<AppConfig, 'rateLimits' | 'recycleFactor' | 'trade' | 'tradeIn' | 'dataKey'>,
  clock: Clock,
) {
  const people = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, ['demo_buyer', 'demo_merchant']));
  const buyer = people.find((p) => p.userName === 'demo_buyer');
  const merchant = people.find((p) => p.userName === 'demo_merchant');
  if (!buyer || !merchant) return 0;
  const appraisalRepo = createAppraisalRepo(db);
  if ((await appraisalRepo.countOfUser(buyer.id, BACKLIST_TYPE.tradeIn)) > 0) return 0;
  const [model] = await db
    .select({ gameId: goods.gameId, districtIds: goods.districtIds, attrs: goods.attrs, priceFen: goods.priceFen })
    .from(goods)
    .innerJoin(games, eq(games.id, goods.gameId))
    .where(and(eq(games.key, 'wzry'), eq(goods.saleState, SALE_STATE.onSale)))
    .orderBy(desc(goods.createdAt))
    .limit(1);
  if (!model) return 0;

  const kv = new MemoryKv(clock);
  const catalogue = createCatalogueService({ repo: createCatalogueRepo(db), deals: createOrderRepo(db), kv, clock });
  const messages = createMessageService({ repo: createMessageRepo(db), clock });
  const audit = createAdminRepo(db);
  const limiter = new MemoryRateLimiter(clock);
  const userRepo = createUserRepo(db);
  const crypto = new DataCrypto(config.dataKey);
  // appraisal takes the trade-in request through this module's hooks, as the app's manifests arrange
  const extensions = new Extensions();
  const appraisal = createAppraisalService({
    repo: appraisalRepo,
    users: userRepo,
    districts: createSellingRepo(db),
    catalogue,
    upload: { ownImages: async () => [] }, // demo requests carry no screenshots
    messages,
    audit,
    extensions,
    sources: [soldGoodsSource(appraisalRepo), onSaleSource(appraisalRepo)],
    kv,
    limiter,
    config,
    clock,
    db,
  });
  const tradeIn = createTradeInService({
    repo: createTradeInRepo(db),
    appraisalReads: appraisalRepo,
    appraisalWrites: appraisalRepo,
    appraisal,
    catalogue,
    users: userRepo,
    wallet: createWalletService({
      repo: createWalletRepo(db),
      users: userRepo,
      messages,
      audit,
      crypto,
      limiter,
      config,
      clock,
      db,
      // the demo trade-in never withdraws: no reaction asks about it
      events: new Reactions(console),
    }),
    messages,
    audit,
    crypto,
    limiter,
    config,
    clock,
    db,
    // no payment module here: the demo's trade-in is only submitted, no acceptance ends unpaid
    events: new Reactions(console),
  });
  extensions.add({ to: 'appraisal.tradeIn', value: tradeIn.hooks });

  const yuan = (fen: number) => Math.max(100, Math.round(fen / 100) * 100);
  const item = await tradeIn.submit(
    { userId: buyer.id, sessionId: 0, roles: ['user'] },
    {
      type: BACKLIST_TYPE.tradeIn,
      gameId: model.gameId,
      districtId: model.districtIds[model.districtIds.length - 1]!,
      attrs: model.attrs,
      expectedPriceFen: yuan(model.priceFen * 0.8),
      remark: '准备退坑，账号一直本人实名在用，可配合换绑。',
      credentials: {
        account: 'demo_wzry_2019',
        password: 'Demo-Recycle-2026',
        boundPhone: '已绑定本人手机，成交后配合解绑',
        securityNotes: '无密保问题',
      },
    },
  );
  await tradeIn.quote(
    { userId: merchant.id, sessionId: 0, roles: ['user', 'merchant'] },
    item.id,
    yuan(model.priceFen * 0.65),
  );
  return 1;
}
