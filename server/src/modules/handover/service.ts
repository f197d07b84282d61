import type { Executor } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { createAudited } from '../../lib/audited.js';
import { caseBuyer } from './buyer.js';
import { caseContext, type CaseDeps } from './case-context.js';
import { caseDesk } from './desk.js';
import { caseSellerWait } from './seller-wait.js';
import { BadRequest, NotFound } from '../../lib/errors.js';
import { GENERIC_CHECKLIST } from './defaults.js';
import type { HandoverRepo } from './repository.js';
import type { ChecklistItem } from './table.js';

import { HINT_MAX, ITEMS_MAX, ITEMS_MIN, KEY_MAX, KEY_RE, LABEL_MAX, LABEL_MIN } from './rules.js';

/** Characters as a reader counts them (a CJK character or an emoji is one). */
const chars = (s: string) => Array.from(s).length;

/**
 * An operator's list, checked whole before anything is written, each refusal naming the line. The
 * request hook already refuses control characters anywhere in a body (control-chars.test.ts).
 */
export function checkItems(input: readonly { key: string; label: string; hint?: string }[]): ChecklistItem[] {
  if (input.length < ITEMS_MIN || input.length > ITEMS_MAX)
    throw new BadRequest(`检查项应为${ITEMS_MIN}-${ITEMS_MAX}项`);
  const seen = new Set<string>();
  return input.map((it, i) => {
    const n = i + 1;
    const key = it.key.trim();
    if (!KEY_RE.test(key))
      throw new BadRequest(`第${n}项的标识应以小写字母开头，只含小写字母、数字和下划线，最多${KEY_MAX}个字符`);
    if (seen.has(key)) throw new BadRequest(`第${n}项的标识「${key}」与前面的重复`);
    seen.add(key);
    const label = it.label.trim();
    if (chars(label) < LABEL_MIN || chars(label) > LABEL_MAX)
      throw new BadRequest(`第${n}项的名称应为${LABEL_MIN}-${LABEL_MAX}字`);
    const hint = (it.hint ?? '').trim();
    if (chars(hint) > HINT_MAX) throw new BadRequest(`第${n}项的说明最多${HINT_MAX}字`);
    return { key, label, hint };
  });
}

const copy = (items: readonly ChecklistItem[]) => items.map((it) => ({ ...it }));

/**
 * The handover checklists: what staff check per game (the public may read it, so buyer and seller
 * know beforehand), and the operators' editor. Every edit is audited with the list before and after.
 */
export function createHandoverService(deps: Omit<CaseDeps, 'templates'> & { templates: HandoverRepo }) {
  const { templates: repo, clock } = deps;
  const audited = createAudited(deps);
  const cases = caseContext(deps);

  /** A game's checklist: its template, or the generic list when it has none (never empty). */
  async function checklistOf(gameId: number): Promise<ChecklistItem[]> {
    const row = await repo.template(gameId);
    return copy(row?.items.length ? row.items : GENERIC_CHECKLIST);
  }

  return {
    checklistOf,
    /** the console's handover desk (平台验号换绑): queue, claim, checklist, delivery, a mismatch's case step */
    desk: caseDesk(cases),
    // the buyer's side and the case's steps in the flows and the order module
    ...caseBuyer(cases),
    /** the seller's deadline after staff ask (the desk's countdown, the deadline job) */
    sellerWait: caseSellerWait(cases),
    /**
     * The purge of sealed data (flows/purge-sealed.ts), in its transaction: the case's rebound
     * login and its evidence cleared; the files of that evidence are the caller's to delete.
     */
    purgeSealed: (orderId: number, now: Date, tx: Executor) => cases.repo.purgeSealed(orderId, now, tx),
    /** cases waiting for a staff member (the console's count) */
    waiting: async () => ({ total: await cases.repo.waitingCount() }),
    async publicTemplate(gameId: number) {
      if (!(await repo.gameExists(gameId))) throw new NotFound('游戏不存在');
      return { gameId, items: await checklistOf(gameId) };
    },
    async list() {
      const rows = await repo.allGames();
      return rows.map((r) => ({
        gameId: r.gameId,
        gameKey: r.gameKey,
        gameName: r.gameName,
        items: copy(r.items?.length ? r.items : GENERIC_CHECKLIST),
        // false: the game has no row and falls back to the generic list
        hasTemplate: r.items !== null,
        updatedAt: r.updatedAt?.toISOString() ?? null,
        updatedBy: r.updatedBy,
        updatedByName: r.updatedBy === null ? null : (r.updatedByName ?? ''),
      }));
    },
    async update(actor: Actor, gameId: number, input: readonly { key: string; label: string; hint?: string }[]) {
      const items = checkItems(input);
      if (!(await repo.gameExists(gameId))) throw new NotFound('游戏不存在');
      const at = clock.now();
      return audited(actor, 'handover.template.update', 'game', async (tx) => {
        const before = await repo.lockTemplate(gameId, tx);
        const after = await repo.upsert(gameId, items, actor.userId, at, tx);
        return {
          id: gameId,
          before: before ? { items: before.items, updatedBy: before.updatedBy } : null,
          after: { items: after.items, updatedBy: after.updatedBy },
          at,
          out: { gameId, items: copy(after.items) },
        };
      });
    },
  };
}
export type HandoverService = ReturnType<typeof createHandoverService>;
