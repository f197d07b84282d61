import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { Ok, SECURED, errorResponses, ok } from '../../lib/envelope.js';
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
  MyGood,
} from './schema.js';
import type { SellingService } from './service.js';

/** The seller's endpoints: every one needs a login and acts only on the caller's own goods. */
export async function sellingRoutes(root: App, deps: { selling: SellingService }) {
  await root.register(async (app: App) => {
    routes(app, deps);
  });
}

function routes(app: App, deps: { selling: SellingService }) {
  const { selling } = deps;
  const tags = ['selling'];
  const base = { config: { auth: 'user', authAfterValidation: true } } as const;

  app.get(
    '/api/need/consignment/draft',
    {
      ...base,
      schema: {
        tags,
        summary: '我的卖号草稿（无则 null）',
        security: SECURED,
        response: { 200: Ok(DraftOut), ...errorResponses },
      },
    },
    async (req) => ok(await selling.draft(req.actor!)),
  );

  app.put(
    '/api/need/consignment/draft',
    {
      ...base,
      schema: {
        tags,
        summary: '保存卖号草稿（每人一份，≤20KB，不得含账号密码）',
        security: SECURED,
        body: DraftBody,
        response: { 200: Ok(DraftSaved), ...errorResponses },
      },
    },
    async (req) =>
      ok(
        await selling.saveDraft(req.actor!, req.body as { gameId: number; data: Record<string, unknown> }),
        '草稿已保存',
      ),
  );

  app.delete(
    '/api/need/consignment/draft',
    {
      ...base,
      schema: {
        tags,
        summary: '删除卖号草稿',
        security: SECURED,
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (req) => {
      await selling.deleteDraft(req.actor!);
      return ok(null, '草稿已删除');
    },
  );

  app.post(
    '/api/need/consignment',
    {
      ...base,
      schema: {
        tags,
        summary: '提交寄售（需实名认证）；带 id 为修改本人在售/已下架/未通过的商品，修改后重新审核',
        security: SECURED,
        body: ConsignmentBody,
        response: { 200: Ok(ConsignmentResult), ...errorResponses },
      },
    },
    async (req) => ok(await selling.submit(req.actor!, req.body), '提交成功，等待审核'),
  );

  app.get(
    '/api/need/myConsignment',
    {
      ...base,
      schema: {
        tags,
        summary: '我的商品（按状态，最近更新在前）',
        security: SECURED,
        querystring: MyConsignmentQuery,
        response: { 200: Ok(PageOf(MyGood)), ...errorResponses },
      },
    },
    async (req) => ok(await selling.mine(req.actor!, req.query)),
  );

  app.get(
    '/api/need/myConsignment/:id',
    {
      ...base,
      schema: {
        tags,
        summary: '我的商品（编辑用，不含账号密码）',
        security: SECURED,
        params: IdParams,
        response: { 200: Ok(EditableGood), ...errorResponses },
      },
    },
    async (req) => ok(await selling.editable(req.actor!, req.params.id)),
  );

  app.get(
    '/api/goods/info/upGoods/:id',
    {
      ...base,
      schema: {
        tags,
        summary: '上架：已下架 → 在售；审核未通过 → 重新审核',
        security: SECURED,
        params: IdParams,
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (req) => {
      const r = await selling.putOnSale(req.actor!, req.params.id);
      return ok(null, r.saleState === 0 ? '已重新提交审核' : '已上架');
    },
  );

  app.post(
    '/api/goods/info/downGoods',
    {
      ...base,
      schema: {
        tags,
        summary: '下架：在售 → 已下架',
        security: SECURED,
        body: IdBody,
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (req) => {
      await selling.takeDown(req.actor!, req.body.id);
      return ok(null, '已下架');
    },
  );

  app.post(
    '/api/need/goods/editPrice',
    {
      ...base,
      schema: {
        tags,
        summary: '改价（交易中、已售等状态不可改）',
        security: SECURED,
        body: EditPriceBody,
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (req) => {
      await selling.editPrice(req.actor!, req.body.id, req.body.priceFen);
      return ok(null, '改价成功');
    },
  );
}
