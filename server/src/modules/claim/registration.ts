import type { Executor } from '../../db/client.js';
import type { AuditWriter } from '../../lib/audited.js';
import type { Clock } from '../../lib/clock.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import type { Db } from '../../db/client.js';
import { openRegistration, type SellingReads } from '../selling/index.js';
import type { ClaimRepo } from './repository.js';
import { CLAIM_STATUS } from './table.js';

/**
 * The claim desk's view of the good's registration data (issue 41): the one place operators see it,
 * because deciding whether the original owner took the account back may need what the first
 * registrant would know. Only while the claim waits for a decision, and every view writes an audit
 * row (who, which claim, when; never the data) in the same transaction as the read, so there is no
 * view without its record. The order and goods views of the console never carry it.
 */
export function claimRegistration(deps: {
  repo: Pick<ClaimRepo, 'byId'>;
  selling: Pick<SellingReads, 'sealedRegistrationOf'>;
  crypto: Pick<DataCrypto, 'decrypt'>;
  audit: AuditWriter;
  clock: Clock;
  db: Db;
}) {
  const { repo, selling, crypto, audit, clock, db } = deps;
  return {
    async staffRegistration(actor: Actor, claimId: number) {
      const c = await repo.byId(claimId);
      if (!c) throw new NotFound('找回申请不存在');
      if (c.status !== CLAIM_STATUS.pending) throw new Conflict('找回申请已处理，不能再查看首次注册信息');
      const now = clock.now();
      const enc = await db.transaction(async (tx: Executor) => {
        const sealed = await selling.sealedRegistrationOf(c.goodsId, tx);
        await audit.audit(
          {
            actorId: actor.userId,
            action: 'claim.registration.view',
            targetType: 'claim',
            targetId: c.id,
            before: null,
            after: { orderId: c.orderId, goodsId: c.goodsId, provided: !!sealed },
            createdAt: now,
          },
          tx,
        );
        return sealed;
      });
      if (!enc) return null;
      return { ...openRegistration(crypto, enc), viewedAt: now.toISOString() };
    },
  };
}
