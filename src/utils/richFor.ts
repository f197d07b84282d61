/**
 * Rich text as one reader should see it. The operators' texts (交易须知 on 卖号中心, the terms)
 * invite everyone to verify — 「去实名认证」, a link to the real-name page — and a verified user was
 * sent to verify again. For that user the link reads as done, without a link.
 */
const REALNAME_LINK = /<a\b[^>]*\bhref="[^"]*\/Realname(?:[?#][^"]*)?"[^>]*>[\s\S]*?<\/a>/gi

export function richFor(html: string, reader: { verified: boolean }): string {
  if (!reader.verified) return html
  return html.replace(REALNAME_LINK, '<span class="rich-done">（你已完成实名认证）</span>')
}
