/**
 * Money in the words the server writes (messages, chat lines, errors), as the app shows it
 * (src/utils/format.ts formatYuan): ¥1,320 for whole yuan, ¥12.50 with fen, thousands grouped.
 * The modules each wrote ¥1320.00, so a refunded order read 退款 ¥1,320 on its dispute card and
 * 退款 ¥1320.00 in the chat line under it.
 */
export function yuanText(fen: number): string {
  const abs = Math.abs(Math.round(fen));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const part = abs % 100;
  return `${fen < 0 ? '-' : ''}¥${whole}${part ? `.${String(part).padStart(2, '0')}` : ''}`;
}
