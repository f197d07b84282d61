import type { Executor } from '../../db/client.js';
import type { PayPurpose } from './table.js';

/**
 * What the payment module needs to know about the thing being paid (a trade order, a rental, a
 * trade-in escrow). The payment module owns channels, signatures, replays and refunds of late
 * money; the purpose's module owns its state machine and says, through this, whether its row may
 * be paid and what being paid means for it.
 */
export interface PayableTarget {
  /** only this user may pay it; anyone else gets the handler's 404 */
  payerUserId: number;
  amountFen: number;
  /** shown at the provider (truncated to 60 characters) and on the cashier */
  subject: string;
  /** what is paid for, one line, on the cashier */
  title: string;
  /** the target's own number shown on the cashier (order number, rental number) */
  refNo: string;
  expiresAt: Date;
  /** awaiting payment (the expiry is checked separately by the payment module) */
  open: boolean;
  /** already paid (→ 409 "…已支付") */
  paid: boolean;
  /** current state in words, for the cashier ("已取消", "已关闭") */
  stateText: string;
}

export interface PurposeHandler {
  /** the noun in Chinese messages: 订单 / 租号订单 / 回收订单 */
  label: string;
  /** the cashier's caption of `title`: 商品 / 租用 / 回收 */
  itemLabel: string;
  /** the target, or undefined when it does not exist */
  forPayment(targetId: number): Promise<PayableTarget | undefined>;
  /**
   * A verified, first-time notification: move the target to paid inside the payment's
   * transaction. False when it is no longer awaiting payment (closed, or paid by another
   * attempt): the payment module then refunds the money.
   */
  markPaid(targetId: number, now: Date, tx: Executor): Promise<boolean>;
  /**
   * Takes the target's row lock before the payment row's. Needed when the target's own close path
   * (e.g. the unpaid-order expiry) locks the target first and then updates its payments: both
   * transactions must take the two locks in the same order, or PostgreSQL breaks the resulting
   * deadlock by failing one of them.
   */
  lockTarget?(targetId: number, tx: Executor): Promise<void>;
  /** where the browser goes after the cashier or the provider (relative path; the base URL is prefixed) */
  returnPath(targetId: number, outcome: 'paid' | 'failed'): string;
}

/**
 * What fills the 'payment.purpose' extension point (lib/extensions.ts): the module or flow that owns
 * what is paid declares it in its manifest's `contributes`; notifications for a purpose nobody
 * declared are refused (the provider retries later).
 */
export interface DeclaredPurpose {
  purpose: PayPurpose;
  handler: PurposeHandler;
}
