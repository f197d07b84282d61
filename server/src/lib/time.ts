/** "HH:mm" in China Standard Time, for user-facing messages such as lockout end times. */
export function hhmmBeijing(d: Date): string {
  const bj = new Date(d.getTime() + 8 * 3600_000);
  return `${String(bj.getUTCHours()).padStart(2, '0')}:${String(bj.getUTCMinutes()).padStart(2, '0')}`;
}

const CN_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** The Beijing calendar day (YYYY-MM-DD) an instant falls on: bills and reconciliation runs are Beijing days. */
export function beijingDay(d: Date): string {
  return new Date(d.getTime() + CN_MS).toISOString().slice(0, 10);
}

/** The instant a Beijing day (YYYY-MM-DD) begins. */
export function beijingDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - CN_MS);
}

/** The Beijing day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}
