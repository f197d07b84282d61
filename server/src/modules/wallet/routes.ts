import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { PageOf, PageQuery } from '../../lib/pagination.js';
import { WalletEntry, WalletSummary, WithdrawBody, Withdrawal } from './schema.js';
import type { WalletService } from './service.js';

const route = routeKit({ tags: ['wallet'], authAfterValidation: true });

export async function walletRoutes(root: App, deps: { wallet: WalletService }) {
  await root.register(async (app: App) => {
    const { wallet } = deps;

    app.get(
      '/api/wallet',
      route.user({ summary: '我的钱包：余额、冻结、提现规则', data: WalletSummary }),
      async (req) => ok(await wallet.summary(req.actor!)),
    );
    app.get(
      '/api/wallet/entries',
      route.user({ summary: '钱包明细（最新在前）', querystring: PageQuery, data: PageOf(WalletEntry) }),
      async (req) => ok(await wallet.entries(req.actor!, req.query)),
    );
    app.post(
      '/api/wallet/withdraw',
      route.user({
        summary: '申请提现到支付宝（收款人须为本人实名；单笔不少于 ¥10；同时只能有一笔处理中）',
        body: WithdrawBody,
        data: Withdrawal,
      }),
      async (req) => ok(await wallet.withdraw(req.actor!, req.body), '提现申请已提交，金额已冻结'),
    );
    app.get(
      '/api/wallet/withdrawals',
      route.user({ summary: '我的提现记录', querystring: PageQuery, data: PageOf(Withdrawal) }),
      async (req) => ok(await wallet.withdrawals(req.actor!, req.query)),
    );
  });
}
