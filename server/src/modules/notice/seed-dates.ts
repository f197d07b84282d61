/** Seed timestamps: content dates are spread backwards from the moment the seed runs. */
const DAY = 86_400_000;

export function daysBefore(now: Date, days: number, hours = 0): Date {
  return new Date(now.getTime() - days * DAY - hours * 3_600_000);
}

/** "2026 年 3 月 1 日" in China Standard Time. */
export function formatDateCn(d: Date): string {
  const bj = new Date(d.getTime() + 8 * 3_600_000);
  return `${bj.getUTCFullYear()} 年 ${bj.getUTCMonth() + 1} 月 ${bj.getUTCDate()} 日`;
}
