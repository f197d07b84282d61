/**
 * A guarantee's tag on the list card says which one it is: the seller gives the basic cover
 * (isGuarantee 2), or the buyer buys a tier (isGuarantee 1). One 「包赔」 tag for both read as free
 * cover on listings where the buyer had to pay for it (issue 37; migration 0017 split the stored ones).
 */
export const TAG_GUARANTEE_GIVEN = '赠送包赔';
export const TAG_GUARANTEE_BUY = '可购包赔';
const GUARANTEE_TAGS: readonly string[] = [TAG_GUARANTEE_GIVEN, TAG_GUARANTEE_BUY, '包赔'];
export const TAG_BARGAIN = '可议价';

/** 赠送包赔 or 可购包赔 and 可议价 follow the seller's choices; any other tag (set by the platform) is kept on edit. */
export function deriveTags(existing: readonly string[], isGuarantee: number, bargain: boolean): string[] {
  const kept = existing.filter((t) => !GUARANTEE_TAGS.includes(t) && t !== TAG_BARGAIN);
  const guarantee = isGuarantee === 2 ? [TAG_GUARANTEE_GIVEN] : isGuarantee === 1 ? [TAG_GUARANTEE_BUY] : [];
  return [...guarantee, ...(bargain ? [TAG_BARGAIN] : []), ...kept];
}
