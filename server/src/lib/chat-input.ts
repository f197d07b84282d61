import { BadRequest } from './errors.js';

/** Longest chat line, in code points (what a person counts). */
export const CHAT_TEXT_MAX = 500;

/** What the receiver of a line with contact details reads under it. */
export const CONTACT_WARNING = '为保障交易安全，联系方式已隐藏，请勿脱离平台交易';

/**
 * One chat line as a sender submitted it: text or one image, never both. Shared by the order chat
 * and the pre-sale consultation, which store the same row shape and must refuse the same input
 * with the same words. The image must be the sender's own upload (another user's picture or a
 * foreign link could carry anything); the text goes through moderation's chat screen, which masks
 * contact details for the receiver (`maskedText`, null when nothing was masked) rather than
 * refusing the line: refusing teaches the scammer which spelling to try next, masking does not.
 * `handover`: the line is written in an order during its handover, where an SMS code or the
 * account's login id must stay readable. `trusted`: a staff member writes (the platform itself,
 * audited): their line is not screened for contacts.
 */
export async function readChatInput(
  deps: {
    moderation: {
      screenChat(writer: number, text: string, opts: { handover?: boolean }): Promise<{ maskedText: string | null }>;
    };
    upload: { ownImages(userId: number, urls: string[]): Promise<{ url: string }[] | null> };
  },
  userId: number,
  b: { text?: string; imageUrl?: string },
  opts: { handover?: boolean; trusted?: boolean } = {},
): Promise<{ kind: 'text' | 'image'; text: string | null; imageUrl: string | null; maskedText: string | null }> {
  const text = b.text?.trim() ?? '';
  const hasText = text.length > 0;
  const hasImage = !!b.imageUrl;
  if (hasText === hasImage)
    throw new BadRequest(hasText ? '参数错误：text 与 imageUrl 只能二选一' : '参数错误：text 不能为空');
  if (hasText) {
    if ([...text].length > CHAT_TEXT_MAX) throw new BadRequest(`参数错误：text 不能超过${CHAT_TEXT_MAX}个字`);
    const { maskedText } = await deps.moderation.screenChat(userId, text, { handover: opts.handover });
    return { kind: 'text', text, imageUrl: null, maskedText: opts.trusted ? null : maskedText };
  }
  const own = await deps.upload.ownImages(userId, [b.imageUrl!]);
  if (!own) throw new BadRequest('参数错误：imageUrl 请先上传图片');
  return { kind: 'image', text: null, imageUrl: own[0]!.url, maskedText: null };
}

/**
 * A stored line's text as one reader sees it. The receiver reads the masked text and the warning;
 * the sender reads what they wrote and what the other side sees instead; staff read it as written,
 * flagged, to follow up on the attempt.
 */
export function chatTextFor(
  m: { senderId: number | null; text: string | null; maskedText: string | null },
  reader: { userId: number; staff: boolean },
): { text: string | null; flagged: boolean; notice: string | null } {
  if (m.maskedText === null) return { text: m.text, flagged: false, notice: null };
  if (m.senderId === reader.userId)
    return { text: m.text, flagged: true, notice: `对方看到的是「${m.maskedText}」：联系方式已隐藏，请勿脱离平台交易` };
  if (reader.staff) return { text: m.text, flagged: true, notice: `含联系方式，对方看到的是「${m.maskedText}」` };
  return { text: m.maskedText, flagged: true, notice: CONTACT_WARNING };
}
