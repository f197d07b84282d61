import { orderAdmin } from './admin.js';
import { orderReading } from './browse.js';
import { orderBuying } from './buy.js';
import { orderChat } from './chat.js';
import { orderContext, type OrderDeps } from './context.js';
import { orderDeadlines } from './deadlines.js';
import { orderHandover } from './handover.js';
import { orderRegistration } from './registration.js';
import { orderSteps } from './steps.js';
import { orderDetailView } from './views.js';

// what the module's face (index.ts) takes from here, from the files it now lives in
export { protectionOptions } from './protection.js';
export type { AfterSaleView, CompletedHow, OrderCompletion } from './context.js';

/**
 * 交易订单: one service, one object, made of its use cases, each in its own file: buying (the
 * confirm page, creating and cancelling an order: buy.ts), reading (the order page and the lists:
 * browse.ts), the chat (chat.ts), the login's handover (handover.ts), the registration data's
 * reveal (registration.ts), the order's steps in the
 * flows (payment, completion, after-sale: steps.ts), the deadlines (deadlines.ts) and the
 * operators' side (admin.ts). What they share is in context.ts; the answers' shapes, in views.ts;
 * what users read, in texts.ts; the cover options, in protection.ts.
 */
export function createOrderService(deps: OrderDeps) {
  const ctx = orderContext(deps);
  const detailOf = orderDetailView(ctx);
  const buying = orderBuying(ctx);
  return {
    cancelBlocker: buying.cancelBlocker,
    // the flows' steps, then buying
    ...orderSteps(ctx),
    confirmInfo: buying.confirmInfo,
    create: buying.create,
    cancel: buying.cancel,
    checkConfirm: buying.checkConfirm,
    confirmConflict: buying.confirmConflict,
    // reading, the login, the chat
    ...orderReading(ctx, detailOf),
    ...orderHandover(ctx),
    ...orderRegistration(ctx),
    ...orderChat(ctx),
    // the jobs and the operators
    ...orderDeadlines(ctx),
    ...orderAdmin(ctx, detailOf),
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
