import type { FastifyBaseLogger } from 'fastify';
import { BadRequest } from '../../lib/errors.js';
import { detectContacts, maskContacts, type DetectOptions } from './contacts.js';
import type { ModerationProvider, ModerationScene } from './provider.js';
import { CATEGORY_NAMES, type ModerationCategory } from './words.js';

/**
 * What each scene lets through. Chat: an account name is often a phone number, so numbers pass
 * there (leading the trade off the platform does not). Feedback goes to operators only, and people
 * report scams in it by quoting them ("卖家让我加微信私下交易"), so those categories pass there.
 */
const ALLOWED: Record<ModerationScene, readonly ModerationCategory[]> = {
  profile: [],
  listing: [],
  chat: ['contact'],
  feedback: ['contact', 'offPlatform', 'fraud'],
};

export interface ModerationDeps {
  provider: ModerationProvider;
  /** the site's public origin: an image checker downloads the image from there */
  publicBaseUrl?: string | null;
  log?: Pick<FastifyBaseLogger, 'warn'> | null;
  /** the writer's WeChat openid, if any (read from the notify module, which owns it) */
  openidOf?: (userId: number) => Promise<string | null>;
}

/**
 * Checks user-written text before a module stores it where others will read it (nicknames, listing
 * titles and descriptions, chat, feedback). Owns no table: a refusal changes nothing, and the
 * writer gets a Chinese message naming the field and the reason, so they can fix it.
 */
export function createModerationService({ provider, openidOf, publicBaseUrl, log }: ModerationDeps) {
  async function assertAllowed(
    writer: number | null,
    scene: ModerationScene,
    fields: { label: string; text: string | null | undefined }[],
  ): Promise<void> {
    const present = fields.filter((f) => f.text && f.text.trim());
    if (!present.length) return;
    const openid = writer !== null && openidOf ? await openidOf(writer) : null;
    for (const f of present) {
      const v = await provider.checkText({ text: f.text!, scene, openid });
      if (!v.pass && !ALLOWED[scene].includes(v.category)) {
        throw new BadRequest(
          scene === 'chat' && v.category === 'offPlatform'
            ? '为了您的交易安全，请勿在聊天中发送联系方式或引导站外交易，交易请在号市内完成'
            : `${f.label}包含不允许发布的内容（${CATEGORY_NAMES[v.category]}），请修改后再提交`,
        );
      }
    }
  }

  return {
    /**
     * Sends an uploaded image (`url`: the server's path, /uploads/…) to the provider's asynchronous
     * check; returns its trace id, or null when it is not checked. A checker that fails is logged,
     * not passed on: the upload itself has succeeded.
     */
    async submitImage(writer: number, url: string): Promise<string | null> {
      if (!provider.submitImage || !publicBaseUrl) return null;
      try {
        const openid = openidOf ? await openidOf(writer) : null;
        const r = await provider.submitImage({ url: publicBaseUrl + url, scene: 'listing', openid });
        return r?.traceId ?? null;
      } catch (e) {
        log?.warn({ err: (e as Error).message }, 'image content check not submitted');
        return null;
      }
    },

    /**
     * Throws 400 for the first field (in the order given) the provider refuses. Empty fields pass.
     * `label` names the field as the form does (标题, 描述, 昵称 …).
     */
    assertAllowed,

    /**
     * A chat line (order chat, consultation) with contact details is not refused: it is stored as
     * written and its receiver reads `maskedText` (null: nothing to mask). What is left once the
     * contacts are masked still goes through the checks, so "加V haoshi666" is masked rather than
     * refused as 加v, while "加我微信私下转账" (no id, only the invitation) is still refused.
     */
    async screenChat(writer: number, text: string, opts: DetectOptions = {}): Promise<{ maskedText: string | null }> {
      const spans = detectContacts(text, opts);
      const maskedText = spans.length ? maskContacts(text, spans) : null;
      await assertAllowed(writer, 'chat', [{ label: '消息', text: maskedText ?? text }]);
      return { maskedText };
    },

    /**
     * A listing's fields with contact details are not refused either: the listing is held for an
     * operator, who reads what was found. Returns those finds per field (empty: nothing found);
     * anything else the checks refuse is still a 400, judged with the contacts masked out.
     */
    async screenListing(
      writer: number,
      fields: { label: string; text: string | null | undefined }[],
    ): Promise<ListingContacts[]> {
      const finds: ListingContacts[] = [];
      const masked = fields.map((f) => {
        const spans = f.text ? detectContacts(f.text) : [];
        if (spans.length) finds.push({ label: f.label, found: spans.map((x) => f.text!.slice(x.start, x.end)) });
        return { label: f.label, text: f.text && spans.length ? maskContacts(f.text, spans) : f.text };
      });
      await assertAllowed(writer, 'listing', masked);
      return finds;
    },

    /** Contact details in a text (a rating's comment, an offer's note): the detector itself, for masking. */
    findContacts: (text: string, opts: DetectOptions = {}) => detectContacts(text, opts),
  };
}

/** What a screened listing field carried: the contact snippets found, as written, for the operator. */
export interface ListingContacts {
  label: string;
  found: string[];
}

export type ModerationService = ReturnType<typeof createModerationService>;
