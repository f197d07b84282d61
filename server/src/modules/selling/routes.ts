import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { PageOf } from '../../lib/pagination.js';
import {
  ConsignmentBody,
  ConsignmentResult,
  DraftBody,
  DraftOut,
  DraftSaved,
  EditableGood,
  EditPriceBody,
  IdBody,
  IdParams,
  MyConsignmentQuery,
  MaskedRegistration,
  MyGood,
  RegistrationBody,
  RegistrationConsent,
} from './schema.js';
import type { SellingService } from './service.js';

const route = routeKit({ tags: ['selling'], authAfterValidation: true });

/** The seller's endpoints: every one needs a login and acts only on the caller's own goods. */
export async function sellingRoutes(root: App, deps: { selling: SellingService }) {
  await root.register(async (app: App) => {
    routes(app, deps);
  });
}

function routes(app: App, deps: { selling: SellingService }) {
  const { selling } = deps;

  app.get(
    '/api/need/consignment/draft',
    route.user({ summary: '我的卖号草稿（无则 null）', data: DraftOut }),
    async (req) => ok(await selling.draft(req.actor!)),
  );

  app.put(
    '/api/need/consignment/draft',
    route.user({ summary: '保存卖号草稿（每人一份，≤20KB，不得含账号密码）', body: DraftBody, data: DraftSaved }),
    async (req) =>
      ok(
        await selling.saveDraft(req.actor!, req.body as { gameId: number; data: Record<string, unknown> }),
        '草稿已保存',
      ),
  );

  app.delete('/api/need/consignment/draft', route.user({ summary: '删除卖号草稿', data: Type.Null() }), async (req) => {
    await selling.deleteDraft(req.actor!);
    return ok(null, '草稿已删除');
  });

  app.post(
    '/api/need/consignment',
    route.user({
      summary: '提交寄售（需实名认证）；带 id 为修改本人在售/已下架/未通过的商品，修改后重新审核',
      body: ConsignmentBody,
      data: ConsignmentResult,
    }),
    async (req) => ok(await selling.submit(req.actor!, req.body), '提交成功，等待审核'),
  );

  app.get(
    '/api/need/myConsignment',
    route.user({ summary: '我的商品（按状态，最近更新在前）', querystring: MyConsignmentQuery, data: PageOf(MyGood) }),
    async (req) => ok(await selling.mine(req.actor!, req.query)),
  );

  app.get(
    '/api/need/myConsignment/:id',
    route.user({ summary: '我的商品（编辑用，不含账号密码）', params: IdParams, data: EditableGood }),
    async (req) => ok(await selling.editable(req.actor!, req.params.id)),
  );

  app.get(
    '/api/need/consignment/registration-consent',
    route.user({ summary: '首次注册信息的单独同意说明（卖号表单的勾选框文字与版本）', data: RegistrationConsent }),
    async () => ok(selling.consent()),
  );

  app.get(
    '/api/need/myConsignment/:id/registration',
    route.user({
      summary: '我的商品已提供的首次注册信息（脱敏，仅本人）',
      params: IdParams,
      data: MaskedRegistration,
    }),
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(await selling.myRegistration(req.actor!, req.params.id));
    },
  );

  app.put(
    '/api/need/myConsignment/:id/registration',
    route.user({
      summary: '补充或更新首次注册信息（审核中、在售、已下架、未通过的本人商品；不重新审核）：提供后买家可购买付费包赔',
      params: IdParams,
      body: RegistrationBody,
      data: MaskedRegistration,
    }),
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(await selling.addRegistration(req.actor!, req.params.id, req.body), '首次注册信息已加密保存');
    },
  );

  app.get(
    '/api/goods/info/upGoods/:id',
    route.user({ summary: '上架：已下架 → 在售；审核未通过 → 重新审核', params: IdParams, data: Type.Null() }),
    async (req) => {
      const r = await selling.putOnSale(req.actor!, req.params.id);
      return ok(null, r.saleState === 0 ? '已重新提交审核' : '已上架');
    },
  );

  app.post(
    '/api/goods/info/downGoods',
    route.user({ summary: '下架：在售 → 已下架', body: IdBody, data: Type.Null() }),
    async (req) => {
      await selling.takeDown(req.actor!, req.body.id);
      return ok(null, '已下架');
    },
  );

  app.post(
    '/api/need/goods/editPrice',
    route.user({ summary: '改价（交易中、已售等状态不可改）', body: EditPriceBody, data: Type.Null() }),
    async (req) => {
      await selling.editPrice(req.actor!, req.body.id, req.body.priceFen);
      return ok(null, '改价成功');
    },
  );
}
