/** Display masks: what the client may see of personal data. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  if (phone.length < 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** 110101199003074514 → 110***********4514 (first 3 + last 4). */
export function maskIdCard(id: string | null | undefined): string {
  if (!id) return '';
  if (id.length <= 7) return '*'.repeat(id.length);
  return id.slice(0, 3) + '*'.repeat(id.length - 7) + id.slice(-4);
}

/** 张三 → 张*, 张小三 → 张*三, 欧阳小明 → 欧**明. */
export function maskName(name: string | null | undefined): string {
  if (!name) return '';
  const chars = [...name];
  if (chars.length === 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1];
}
