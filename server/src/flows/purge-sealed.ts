import type { Executor } from '../db/client.js';
import { defineFlow } from '../module-kit.js';

/** The purge of sealed data whose purpose ended (issue 41 item 3): the job's one call. */
export interface PurgeSealedFlow {
  /** Purges every order that is due now, in batches; how many orders were purged. */
  purgeDue(batch?: number): Promise<number>;
}

declare module '../module-kit.js' {
  interface Ports {
    purgeSealed: PurgeSealedFlow;
  }
}

/** What was purged of one order: kinds and counts, never contents. */
interface Purged {
  credentials: number;
  registration: number;
  newCredentials: number;
  evidence: number;
  chatLines: number;
}

const KIND_TEXT: Record<keyof Purged, (n: number) => string> = {
  credentials: (n) => `账号凭据 ${n} 份`,
  registration: (n) => `首次注册信息 ${n} 份`,
  newCredentials: (n) => `换绑后登录信息 ${n} 份`,
  evidence: (n) => `交接截图 ${n} 张`,
  chatLines: (n) => `含验证码/密码的聊天 ${n} 条`,
};

/** The order event's note: what existed and went, so the record outlives the data (≤ 200 characters). */
function noteOf(p: Purged): string {
  const parts = (Object.keys(KIND_TEXT) as (keyof Purged)[]).filter((k) => p[k] > 0).map((k) => KIND_TEXT[k](p[k]));
  return parts.length ? `已按隐私规则清除：${parts.join('，')}` : '已按隐私规则检查，无需清除的敏感数据';
}

/**
 * PIPL: personal data is kept no longer than its purpose. Once an order's protection window (or
 * the short window without cover) has passed and no claim waits for a decision, each owner purges
 * its sealed data of that order through its face, in one transaction per batch: the selling module
 * the good's login and its registration data, the handover module the rebound login and the evidence (the upload module
 * deletes its files), the order module the chat lines that carry codes or passwords. The order is
 * marked purged first with a conditional update, so across instances and restarts each order is
 * purged once; its event and an audit row (actor: the system) keep the record that the data existed.
 */
export const purgeSealedFlow = defineFlow({
  name: 'purge-sealed',
  needs: ['orderPurge', 'sellingWrites', 'handover', 'claims', 'upload', 'audit', 'clock', 'config', 'db'],
  build: (p) => {
    const windows = { noCoverDays: p.config.purge.noCoverDays, lifetimeMaxDays: p.config.purge.lifetimeMaxDays };

    async function purgeOne(tx: Executor, o: { id: number; goodsId: number }, now: Date): Promise<boolean> {
      // a claim waiting for a decision still needs the evidence: the next run after it is decided purges
      if (await p.claims.openOn(o.id, tx)) return false;
      if (!(await p.orderPurge.markPurged(o.id, now, tx))) return false;
      const credentials = await p.sellingWrites.purgeCredentials(o.goodsId, tx);
      const registration = await p.sellingWrites.purgeRegistration(o.goodsId, tx);
      const h = await p.handover.purgeSealed(o.id, now, tx);
      const chatLines = await p.orderPurge.purgeChat(o.id, tx);
      // the files go inside the transaction: a rollback leaves the URLs for the next run, whose
      // deletion of files already gone succeeds, so nothing is left on disk either way
      await p.upload.removeFiles(h.files, tx);
      const purged: Purged = {
        credentials,
        registration,
        newCredentials: h.newCredentials,
        evidence: h.evidence,
        chatLines,
      };
      await p.orderPurge.addEvent(
        { orderId: o.id, type: 'sealed_purged', actorId: null, note: noteOf(purged), createdAt: now },
        tx,
      );
      await p.audit.audit(
        {
          actorId: null,
          action: 'order.sealedPurged',
          targetType: 'order',
          targetId: o.id,
          before: null,
          after: { ...purged, purgedAt: now.toISOString() },
          createdAt: now,
        },
        tx,
      );
      return true;
    }

    async function purgeDue(batch = 50): Promise<number> {
      let total = 0;
      let afterId = 0;
      // by id, not "the first N due": an order a claim holds stays due, and must not be taken again
      for (;;) {
        const now = p.clock.now();
        const r = await p.db.transaction(async (tx) => {
          const due = await p.orderPurge.due(now, windows, afterId, batch, tx);
          let done = 0;
          for (const o of due) if (await purgeOne(tx, o, now)) done++;
          return { due, done };
        });
        total += r.done;
        if (r.due.length < batch) return total;
        afterId = r.due[r.due.length - 1]!.id;
      }
    }

    return { purgeSealed: { purgeDue } };
  },
});
