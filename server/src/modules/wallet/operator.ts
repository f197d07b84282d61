import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import { SEND_TYPE } from '../message/index.js';
import type { WalletContext } from './context.js';
import { ENTRY_KIND, WITHDRAW_STATUS, WITHDRAW_STATUS_TEXT } from './table.js';
import { withdrawPaidText, withdrawRejectedText } from './texts.js';

/** The operators' side: the withdrawals to pay by hand, and the decision on each (paid or rejected). */
export function walletOperator(ctx: WalletContext) {
  const { repo, messages, crypto, clock, audited, toWithdrawal } = ctx;

  /** Decides a pending withdrawal once, with its ledger effect, message and audit row in one transaction. */
  async function decide(actor: Actor, id: number, paid: boolean, text: string | null) {
    const now = clock.now();
    return audited(actor, paid ? 'withdraw.paid' : 'withdraw.reject', 'withdraw', async (tx) => {
      const row = await repo.decideWithdrawal(
        id,
        paid ? WITHDRAW_STATUS.paid : WITHDRAW_STATUS.rejected,
        { processedBy: actor.userId, processedAt: now, ...(paid ? { remark: text } : { rejectReason: text }) },
        tx,
      );
      if (!row) {
        const cur = await repo.withdrawal(id, tx);
        if (!cur) throw new NotFound('提现申请不存在');
        throw new Conflict(`该提现申请${WITHDRAW_STATUS_TEXT[cur.status] ?? '已处理'}，不能重复处理`);
      }
      if (paid) {
        if (row.feeFen > 0)
          await repo.bookPlatform(
            { kind: ENTRY_KIND.withdrawFee, amountFen: row.feeFen, refType: 'withdraw', refId: id, createdAt: now },
            tx,
          );
        const { sms, ...message } = withdrawPaidText(row);
        await messages.sendMessage(
          row.userId,
          {
            sendType: SEND_TYPE.withdrawPaid,
            ...message,
            ref: { type: 'withdraw', id },
            notify: { event: 'withdraw_paid', key: `withdraw_paid:withdraw:${id}`, sms, page: 'other/wallet/index' },
          },
          tx,
        );
      } else {
        await repo.bookUser(
          row.userId,
          {
            kind: ENTRY_KIND.withdrawRelease,
            amountFen: row.amountFen,
            refType: 'withdraw',
            refId: id,
            memo: '提现驳回，金额退回余额',
            createdAt: now,
          },
          tx,
        );
        await messages.sendMessage(
          row.userId,
          {
            sendType: SEND_TYPE.withdrawRejected,
            ...withdrawRejectedText(row, text),
            ref: { type: 'withdraw', id },
          },
          tx,
        );
      }
      return {
        id,
        before: { status: WITHDRAW_STATUS.pending },
        after: paid ? { status: row.status, remark: text } : { status: row.status, reason: text },
        at: now,
        out: toWithdrawal(row),
      };
    });
  }

  return {
    async adminList(q: { status?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.withdrawalsByStatus(q.status, p.limit, p.offset);
      return {
        rows: rows.map(({ w, nickName }) => ({
          ...toWithdrawal(w),
          userId: w.userId,
          userNick: nickName ?? '',
          // the operator pays by hand into this account: full details, never logged
          alipayAccount: crypto.decrypt(w.alipayAccountEnc),
          accountName: crypto.decrypt(w.accountNameEnc),
          remark: w.remark,
        })),
        total,
      };
    },
    markPaid: (actor: Actor, id: number, remark: string | null) => decide(actor, id, true, remark?.trim() || null),
    async reject(actor: Actor, id: number, reason: string) {
      const r = reason.trim();
      if ([...r].length < 2 || [...r].length > 200) throw new BadRequest('请填写驳回原因（2-200字）');
      return decide(actor, id, false, r);
    },
  };
}
