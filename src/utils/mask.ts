/**
 * A number as the public blacklist lists it: the middle hidden (QQ 918****409, phone 170****6941).
 * The list is public, and a wrongly reported number would otherwise sit there in full beside 骗子
 * (issue 37). Someone who types a number in to check it sees that number in full: they know it.
 * WeChat ids and other accounts are names people chose, listed as they are.
 */
export function maskAccount(kind: string, account: string, searched = ''): string {
  if (searched && searched.trim().toLowerCase() === account.toLowerCase()) return account
  if ((kind !== 'qq' && kind !== 'phone') || !/^\d{5,}$/.test(account)) return account
  // a phone keeps its operator prefix and last four, a QQ number its first and last three; a short
  // number keeps one digit at each end, so at least three are always hidden
  let [head, tail] = kind === 'phone' ? [3, 4] : [3, 3]
  if (account.length - head - tail < 3) [head, tail] = [1, 1]
  return `${account.slice(0, head)}${'*'.repeat(account.length - head - tail)}${account.slice(-tail)}`
}
