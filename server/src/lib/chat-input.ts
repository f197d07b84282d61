import { BadRequest } from './errors.js';

/** Longest chat line, in code points (what a person counts). */
export const CHAT_TEXT_MAX = 500;

/**
 * One chat line as a sender submitted it: text or one image, never both. Shared by the order chat
 * and the pre-sale consultation, which store the same row shape and must refuse the same input
 * with the same words. The image must be the sender's own upload (another user's picture or a
 * foreign link could carry anything); the text goes through moderation's 'chat' scene.
 */
export async function readChatInput(
  deps: {
    moderation: {
      assertAllowed(writer: number, scene: 'chat', fields: { label: string; text: string }[]): Promise<void>;
    };
    upload: { ownImages(userId: number, urls: string[]): Promise<{ url: string }[] | null> };
  },
  userId: number,
  b: { text?: string; imageUrl?: string },
): Promise<{ kind: 'text' | 'image'; text: string | null; imageUrl: string | null }> {
  const text = b.text?.trim() ?? '';
  const hasText = text.length > 0;
  const hasImage = !!b.imageUrl;
  if (hasText === hasImage)
    throw new BadRequest(hasText ? '参数错误：text 与 imageUrl 只能二选一' : '参数错误：text 不能为空');
  if (hasText) {
    if ([...text].length > CHAT_TEXT_MAX) throw new BadRequest(`参数错误：text 不能超过${CHAT_TEXT_MAX}个字`);
    await deps.moderation.assertAllowed(userId, 'chat', [{ label: '消息', text }]);
    return { kind: 'text', text, imageUrl: null };
  }
  const own = await deps.upload.ownImages(userId, [b.imageUrl!]);
  if (!own) throw new BadRequest('参数错误：imageUrl 请先上传图片');
  return { kind: 'image', text: null, imageUrl: own[0]!.url };
}
