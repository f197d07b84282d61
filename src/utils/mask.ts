/**
 * An account as the public blacklist lists it: the middle hidden (QQ 918****409, phone 170****6941,
 * WeChat hs**********88). The list is public, and a wrongly reported number or WeChat id would
 * otherwise sit there in full beside 骗子 (issue 37): both reach a person. Someone who types an
 * account in to check it sees it in full: they know it. Other accounts (a shop or nickname in
 * free text) are listed as they are.
 */
export function maskAccount(kind: string, account: string, searched = ''): string {
  if (searched && searched.trim().toLowerCase() === account.toLowerCase()) return account
  if (kind === 'wechat') return maskMiddle(account, 2, 2)
  if ((kind !== 'qq' && kind !== 'phone') || !/^\d{5,}$/.test(account)) return account
  // a phone keeps its operator prefix and last four, a QQ number its first and last three; a short
  // number keeps one digit at each end, so at least three are always hidden
  return kind === 'phone' ? maskMiddle(account, 3, 4) : maskMiddle(account, 3, 3)
}

/** Keeps `head` and `tail` characters, or one at each end when that would hide fewer than three. */
function maskMiddle(s: string, head: number, tail: number): string {
  const chars = Array.from(s)
  if (chars.length - head - tail < 3) [head, tail] = [1, 1]
  if (chars.length < 3) return s
  return `${chars.slice(0, head).join('')}${'*'.repeat(chars.length - head - tail)}${chars.slice(-tail).join('')}`
}
