/**
 * The order number people read out to customer service: HS + China-time yymmddHHMMss + 6 digits.
 * New orders take random digits; the demo seed passes digits of its own so its orders look like
 * any other (issue 20: the seed's HSJY… numbers were a second format).
 */
export function orderNo(at: Date, digits: number): string {
  const cn = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  const ts = cn.slice(2, 19).replace(/[-T:]/g, '');
  return `HS${ts}${String(digits % 1_000_000).padStart(6, '0')}`;
}
