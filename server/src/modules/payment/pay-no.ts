/**
 * Our out_trade_no: P + China-time yymmdd + 16 digits (fits WeChat's 6-32 and Alipay's 64). New
 * payments take random digits (service.ts); the demo seed passes digits of its own, so its payments
 * look like any other.
 */
export function payNo(at: Date, digits: string): string {
  if (!/^\d{16}$/.test(digits)) throw new Error('a pay number takes 16 digits');
  const d = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(2, 10).replace(/-/g, '');
  return `P${d}${digits}`;
}
