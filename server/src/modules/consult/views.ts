import { chatTextFor } from '../../lib/chat-input.js';
import type { ConsultMessageRow, ConsultThreadRow } from './table.js';

/** The listing a thread is about, as copied when it opened. */
export function goodsOf(t: ConsultThreadRow) {
  return { id: t.goodsId, title: t.goodsTitle, priceFen: t.goodsPriceFen, cover: t.goodsCover, gameName: t.gameName };
}

/**
 * A line as a reader sees it: staff show as 官方客服 (never by name: a name invites a private
 * contact), system lines as 系统消息, the asker by nickname; `mine` marks the reader's own lines.
 */
export function lineOut(readerId: number, m: ConsultMessageRow, names: Map<number, string>, staff = false) {
  return {
    id: m.id,
    role: m.role,
    nickName: m.role === 'staff' ? '官方客服' : m.role === 'system' ? '系统消息' : (names.get(m.senderId ?? 0) ?? ''),
    mine: m.senderId === readerId,
    kind: m.kind,
    // contact details masked for the receiver (lib/chat-input.ts)
    ...chatTextFor(m, { userId: readerId, staff }),
    imageUrl: m.imageUrl,
    createdAt: m.createdAt.toISOString(),
  };
}

/** The asker's view of a thread (the list row and the page's header). */
export function threadOut(t: ConsultThreadRow, extra: { unread: number; last: string | null }) {
  return {
    id: t.id,
    goods: goodsOf(t),
    waiting: t.waitingSince !== null,
    lastMessageAt: t.lastMessageAt.toISOString(),
    lastText: extra.last,
    unread: extra.unread,
    createdAt: t.createdAt.toISOString(),
  };
}
