import type { AppConfig } from '../../config.js';
import { PROTECTION_NAMES, protectionPeriod } from '../rules/index.js';
import type { Protection } from './table.js';
import { protectionText } from './texts.js';

export interface ProtectionOption {
  code: Protection;
  name: string;
  feeFen: number;
  rateBps: number;
  periodDays: number | null;
  description: string;
  totalFen: number;
}

/**
 * Which cover a good allows, from the seller's isGuarantee (2 free basic, 1 paid tier required, 0
 * optional) and whether the seller gave the account's registration data (issue 41): the paid tiers
 * promise a buyer who can appeal as the first registrant, so without it they are not offered. A
 * listing that required a paid tier then offers the basic cover only until the seller adds it.
 * `hasRegistration` defaults to true for the callers that only want every tier's name.
 */
export function protectionOptions(
  isGuarantee: number,
  priceFen: number,
  p: AppConfig['trade']['protection'],
  hasRegistration = true,
): ProtectionOption[] {
  const fee = (bps: number) => Math.round((priceFen * bps) / 10_000);
  const none: ProtectionOption = {
    code: 'none',
    name: PROTECTION_NAMES.none,
    feeFen: 0,
    rateBps: 0,
    periodDays: null,
    description: protectionText.none,
    totalFen: priceFen,
  };
  const basic: ProtectionOption = {
    code: 'basic',
    name: PROTECTION_NAMES.basic,
    feeFen: 0,
    rateBps: 0,
    periodDays: p.basicDays,
    description: protectionText.basic(protectionPeriod(p.basicDays)),
    totalFen: priceFen,
  };
  const a: ProtectionOption = {
    code: 'tierA',
    name: PROTECTION_NAMES.tierA,
    feeFen: fee(p.tierA.rateBps),
    rateBps: p.tierA.rateBps,
    periodDays: p.tierA.days,
    description: protectionText.tierA(protectionPeriod(p.tierA.days), p.tierA.days === null),
    totalFen: priceFen + fee(p.tierA.rateBps),
  };
  const b: ProtectionOption = {
    code: 'tierB',
    name: PROTECTION_NAMES.tierB,
    feeFen: fee(p.tierB.rateBps),
    rateBps: p.tierB.rateBps,
    periodDays: p.tierB.days,
    description: protectionText.tierB(protectionPeriod(p.tierB.days), p.tierB.days === null, p.tierB.capPct),
    totalFen: priceFen + fee(p.tierB.rateBps),
  };
  if (!hasRegistration) return isGuarantee === 0 ? [none] : [basic];
  if (isGuarantee === 2) return [basic, a, b];
  if (isGuarantee === 1) return [a, b];
  return [none, a, b];
}

/** What the card, the detail and the confirm page say of a listing without registration data. */
export const noRegistrationText = (isGuarantee: number) =>
  isGuarantee === 1
    ? `卖家未提供首次注册信息，仅可选${PROTECTION_NAMES.basic}`
    : isGuarantee === 2
      ? '卖家未提供首次注册信息，不可加购付费包赔'
      : '卖家未提供首次注册信息，不可选购付费包赔';
