/** "HH:mm" in China Standard Time, for user-facing messages such as lockout end times. */
export function hhmmBeijing(d: Date): string {
  const bj = new Date(d.getTime() + 8 * 3600_000);
  return `${String(bj.getUTCHours()).padStart(2, '0')}:${String(bj.getUTCMinutes()).padStart(2, '0')}`;
}
