import type { App } from '../../app-types.js';
import { Ok, SECURED, errorResponses, ok } from '../../lib/envelope.js';
import { PageOf, PageQuery } from '../../lib/pagination.js';
import { WalletEntry, WalletSummary, WithdrawBody, Withdrawal } from './schema.js';
import type { WalletService } from './service.js';

export async function walletRoutes(root: App, deps: { wallet: WalletService }) {
  await root.register(async (app: App) => {
    const { wallet } = deps;
    const tags = ['wallet'];
    const base = { config: { auth: 'user', authAfterValidation: true } } as const;

    app.get(
      '/api/wallet',
      {
        ...base,
        schema: {
          tags,
          summary: '我的钱包：余额、冻结、提现规则',
          security: SECURED,
          response: { 200: Ok(WalletSummary), ...errorResponses },
        },
      },
      async (req) => ok(await wallet.summary(req.actor!)),
    );
    app.get(
      '/api/wallet/entries',
      {
        ...base,
        schema: {
          tags,
          summary: '钱包明细（最新在前）',
          security: SECURED,
          querystring: PageQuery,
          response: { 200: Ok(PageOf(WalletEntry)), ...errorResponses },
        },
      },
      async (req) => ok(await wallet.entries(req.actor!, req.query)),
    );
    app.post(
      '/api/wallet/withdraw',
      {
        ...base,
        schema: {
          tags,
          summary: '申请提现到支付宝（收款人须为本人实名；单笔不少于 ¥10；同时只能有一笔处理中）',
          security: SECURED,
          body: WithdrawBody,
          response: { 200: Ok(Withdrawal), ...errorResponses },
        },
      },
      async (req) => ok(await wallet.withdraw(req.actor!, req.body), '提现申请已提交，金额已冻结'),
    );
    app.get(
      '/api/wallet/withdrawals',
      {
        ...base,
        schema: {
          tags,
          summary: '我的提现记录',
          security: SECURED,
          querystring: PageQuery,
          response: { 200: Ok(PageOf(Withdrawal)), ...errorResponses },
        },
      },
      async (req) => ok(await wallet.withdrawals(req.actor!, req.query)),
    );
  });
}
