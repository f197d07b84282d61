/**
 * Money in the words the server writes (messages, chat lines, errors, the sandbox cashier), as the
 * app shows it (src/utils/format.ts formatYuan): thousands grouped, always two decimals — ¥1,320.00,
 * ¥12.50. One rule for every amount, as Chinese banking apps write them: dropping ".00" on whole
 * yuan put ¥999 beside +¥99.90 on one page and +¥1,140 beside +¥1,519.05 in one list (issue 37).
 */
export function yuanText(fen: number): string {
  const abs = Math.abs(Math.round(fen));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${fen < 0 ? '-' : ''}¥${whole}.${String(abs % 100).padStart(2, '0')}`;
}
