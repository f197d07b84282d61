/**
 * The payment module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { beijingDateTime } from './provider.js';
export { BillNotReady, parseAlipayBill, parseWechatBill } from './bill.js';
export type { BillLine } from './bill.js';
export { PAY_STATUS, payments } from './table.js';
export type { DeclaredPurpose, PurposeHandler } from './purpose.js';
export type { PaymentRepo } from './repository.js';
export type { PaymentService } from './service.js';
export type { ProviderDeps } from './providers.js';
import { defineModule, tableNames } from '../../module-kit.js';
import { buildProviders } from './providers.js';
import type { DeclaredPurpose as Declared } from './purpose.js';
import { createPaymentRepo, type PaymentRepo as Payments } from './repository.js';
import { paymentRoutes } from './routes.js';
import { createPaymentService, type PaymentService as Payment } from './service.js';
import * as tables from './table.js';
import type { PayPurpose } from './table.js';
import { tradeAdminRoutes } from './trade-admin-routes.js';
import { seedDemoPayments } from './seed.js';

declare module '../../module-kit.js' {
  interface Ports {
    paymentRepo: Payments;
    payments: Payment;
    sandbox: ReturnType<typeof buildProviders>['sandbox'];
  }
}

declare module '../../lib/events.js' {
  interface Events {
    /** a verified notification paid a target (an order, a rental, a trade-in), after its transaction committed */
    'payment.paid': { purpose: PayPurpose; targetId: number };
  }
}

declare module '../../lib/extensions.js' {
  interface ExtensionPoints {
    /** what being paid means for each purpose, declared by the module or flow that owns it */
    'payment.purpose': Declared;
  }
}

export const paymentModule = defineModule({
  name: 'payment',
  tables: tableNames(tables),
  repos: (db) => ({ paymentRepo: createPaymentRepo(db) }),
  needs: ['clock', 'config', 'db', 'events', 'extensions', 'limiter', 'log', 'opts', 'paymentRepo'],
  build: (p) => {
    const { providers, channels, mode, sandbox } = buildProviders(
      p.config,
      p.clock,
      p.opts.payment ?? {},
      p.paymentRepo,
    );
    const payments = createPaymentService({
      repo: p.paymentRepo,
      extensions: p.extensions,
      events: p.events,
      providers,
      channels,
      mode,
      sandbox,
      config: p.config,
      limiter: p.limiter,
      clock: p.clock,
      db: p.db,
      log: p.log,
      billSeam: p.opts.payment?.bills,
    });
    return { payments, sandbox };
  },
  routes: [
    {
      order: 220,
      register: (app, p) => paymentRoutes(app, { payments: p.payments, publicBaseUrl: p.config.payment.publicBaseUrl }),
    },
    {
      order: 240,
      register: (app, p) => tradeAdminRoutes(app, { orders: p.orders, payments: p.payments, wallet: p.wallet }),
    },
  ],
  // the sandbox payment of each paid demo order, so its money can go back
  seed: { demo: [{ order: 80, run: ({ db }) => seedDemoPayments(db).then(() => undefined) }] },
  // a payment attempt for something that closed unpaid can no longer be paid: closed in that same transaction
  reactions: (p) => [
    {
      on: 'order.closedUnpaid',
      name: 'payment: close open payments of the order',
      inTransaction: (e, tx) => p.paymentRepo.closeOpenPayments(e.orderId, e.now, tx),
    },
    {
      on: 'tradein.acceptanceEnded',
      name: 'payment: close open payments of the quote',
      inTransaction: async (e, tx) => void (await p.payments.closeOpen('tradein', e.quoteId, e.now, tx)),
    },
  ],
});
