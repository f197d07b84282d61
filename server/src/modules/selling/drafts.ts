import { BadRequest } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import type { SellingContext } from './context.js';
import { hasSecretKey } from './validate.js';

export const DRAFT_MAX_BYTES = 20 * 1024;

/** The sell form's draft: one per seller, kept on the server without the account's credentials. */
export function sellingDrafts(ctx: SellingContext) {
  const { repo, clock } = ctx;
  return {
    async draft(actor: Actor) {
      const row = await repo.draftOf(actor.userId);
      return row ? { data: row.data, updatedAt: row.updatedAt.toISOString() } : null;
    },

    async saveDraft(actor: Actor, input: { gameId: number; data: Record<string, unknown> }) {
      // the form keeps credentials in memory only; a draft carrying them is a client bug or an attack
      if (hasSecretKey(input.data)) throw new BadRequest('草稿不能包含账号密码或首次注册信息');
      if (Buffer.byteLength(JSON.stringify(input.data), 'utf8') > DRAFT_MAX_BYTES) throw new BadRequest('草稿内容过大');
      const now = clock.now();
      await repo.saveDraft(actor.userId, input.gameId, input.data, now);
      return { updatedAt: now.toISOString() };
    },

    async deleteDraft(actor: Actor) {
      await repo.deleteDraft(actor.userId);
    },
  };
}
