import type { Executor } from '../../db/client.js';
import type { OrderRepo } from './repository.js';

/** What a purged chat line reads (the row stays, so the thread keeps its shape and order). */
export const PURGED_CHAT_TEXT = '[已按期清除]';

/**
 * A chat line that carries a code or a password: a keyword (验证码, 密码, 口令, a 将军令's 动态码 …)
 * followed, after at most a few joining characters (：, 是, a space), by a run of at least four
 * letters, digits or symbols — the secret itself. "密码已经改好了" has no such run and is kept.
 */
const SECRET_LINE =
  /(验证码|校验码|动态码|安全码|短信码|密码|口令|密保|令牌|pass(?:word)?|pwd|code)[^A-Za-z0-9\n]{0,4}[A-Za-z0-9!@#$%^&*._\-+=?]{4,}/i;

export function carriesSecret(text: string | null): boolean {
  return text !== null && SECRET_LINE.test(text);
}

/**
 * The order module's part of the purge of sealed data (flows/purge-sealed.ts): which orders are
 * due, the once-only mark, and its chat lines that carry codes or passwords.
 */
export function orderPurgeOf(repo: OrderRepo) {
  return {
    due: repo.purgeDue,
    markPurged: repo.markPurged,
    addEvent: repo.addEvent,
    /** Replaces the text of the order's lines that carry a code or a password; how many. */
    async purgeChat(orderId: number, tx: Executor): Promise<number> {
      const lines = await repo.chatTexts(orderId, tx);
      const ids = lines.filter((l) => l.text !== PURGED_CHAT_TEXT && carriesSecret(l.text)).map((l) => l.id);
      return repo.replaceChatTexts(orderId, ids, PURGED_CHAT_TEXT, tx);
    },
  };
}
export type OrderPurge = ReturnType<typeof orderPurgeOf>;
