import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { Extensions } from '../../lib/extensions.js';
import { MemoryRateLimiter } from '../../lib/rate-limit.js';
import { createAdminRepo } from '../admin/index.js';
import { MemoryKv, createCatalogueRepo, createCatalogueService, games, goods, SALE_STATE } from '../catalogue/index.js';
import { createOrderRepo } from '../order/index.js';
import { createMessageRepo, createMessageService } from '../message/index.js';
import { createSellingRepo } from '../selling/index.js';
import { createUserRepo, users } from '../user/index.js';
import { createAppraisalRepo } from './repository.js';
import { createAppraisalService } from './service.js';
import { onSaleSource, soldGoodsSource } from './sources.js';
import { BACKLIST_TYPE } from './table.js';

/** demo_buyer's accounts: modelled on an on-sale good of the game, so the valuation has neighbours. */
const DEMO_REQUESTS = [
  {
    gameKey: 'wzry',
    expectedFactor: 1.15,
    remark: 'S3 老区号，常玩打野，想了解一下现在能卖多少。',
    manual: {
      factor: 0.95,
      note: '段位与皮肤数量在同类账号中偏上，典藏皮肤加分；建议挂价略高于中位价，留出议价空间。',
    },
  },
  { gameKey: 'ys', expectedFactor: 1.2, remark: '开服玩家，限定角色基本都抽了，想换号。', manual: null },
  { gameKey: 'hpjy', expectedFactor: null, remark: '', manual: null },
] as const;

/**
 * A few appraisals for demo_buyer so Myevaluation is not empty on a first start: submitted
 * through the real service (validation and automatic valuation), the first one also appraised by
 * demo_operator (message and audit row included). Does nothing once demo_buyer has any.
 */
export async function seedDemoAppraisal(db: Db, config: Pick<AppConfig, 'rateLimits' | 'recycleFactor'>, clock: Clock) {
  const people = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, ['demo_buyer', 'demo_operator']));
  const buyer = people.find((p) => p.userName === 'demo_buyer');
  const operator = people.find((p) => p.userName === 'demo_operator');
  if (!buyer || !operator) return 0;
  const repo = createAppraisalRepo(db);
  if ((await repo.countOfUser(buyer.id, BACKLIST_TYPE.appraisal)) > 0) return 0;

  const kv = new MemoryKv(clock);
  const catalogue = createCatalogueService({ repo: createCatalogueRepo(db), deals: createOrderRepo(db), kv, clock });
  const service = createAppraisalService({
    repo,
    users: createUserRepo(db),
    districts: createSellingRepo(db),
    catalogue,
    upload: { ownImages: async () => [] }, // demo requests carry no screenshots
    messages: createMessageService({ repo: createMessageRepo(db), clock }),
    audit: createAdminRepo(db),
    // demo appraisals are type 1 only: no trade-in module answers here
    extensions: new Extensions(),
    sources: [soldGoodsSource(repo), onSaleSource(repo)],
    kv,
    limiter: new MemoryRateLimiter(clock),
    config,
    clock,
    db,
  });
  const asBuyer = { userId: buyer.id, sessionId: 0, roles: ['user'] };
  const asOperator = { userId: operator.id, sessionId: 0, roles: ['user', 'operator'] };

  let n = 0;
  for (const r of DEMO_REQUESTS) {
    const [model] = await db
      .select({ gameId: goods.gameId, districtIds: goods.districtIds, attrs: goods.attrs, priceFen: goods.priceFen })
      .from(goods)
      .innerJoin(games, eq(games.id, goods.gameId))
      .where(and(eq(games.key, r.gameKey), eq(goods.saleState, SALE_STATE.onSale)))
      .orderBy(desc(goods.createdAt))
      .limit(1);
    if (!model) continue;
    const yuan = (fen: number) => Math.max(100, Math.round(fen / 100) * 100);
    const item = await service.submit(asBuyer, {
      type: BACKLIST_TYPE.appraisal,
      gameId: model.gameId,
      districtId: model.districtIds[model.districtIds.length - 1]!,
      attrs: model.attrs,
      ...(r.expectedFactor ? { expectedPriceFen: yuan(model.priceFen * r.expectedFactor) } : {}),
      remark: r.remark,
    });
    n++;
    if (r.manual)
      await service.manual(asOperator, item.id, {
        priceFen: yuan((item.valuation.medianFen ?? model.priceFen) * r.manual.factor),
        note: r.manual.note,
      });
  }
  return n;
}
