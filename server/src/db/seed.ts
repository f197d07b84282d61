import type { AppConfig } from '../config.js';
import type { Clock } from '../lib/clock.js';
import { systemClock } from '../lib/clock.js';
import { DataCrypto } from '../lib/crypto.js';
import { idCheckChar } from '../lib/idcard.js';
import { hashPassword } from '../modules/auth/service.js';
import { createNoticeRepo } from '../modules/notice/repository.js';
import { CONTENT_PAGES, contentPagesDate } from '../modules/notice/seed-content.js';
import { seedNoticeContent } from '../modules/notice/seed.js';
import { seedSiteSettings } from '../modules/site/seed.js';
import { createUserRepo } from '../modules/user/repository.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import type { Db } from './client.js';

export const DEMO_PASSWORD = 'Haoshi2026';

/** Fictional identities: made-up names, ID numbers built only to pass the GB 11643 checksum. */
function fictionalId(first14: string, seq: string): string {
  const first17 = first14 + seq;
  return first17 + idCheckChar(first17);
}

export const DEMO_USERS = [
  {
    userName: 'demo_buyer',
    phone: '13800000001',
    nickName: '林间晓风',
    roles: ['user'],
    realName: '林晓明',
    idCard: fictionalId('11010519900307', '123'),
  },
  {
    userName: 'demo_seller',
    phone: '13800000002',
    nickName: '雨桐的号铺',
    roles: ['user'],
    realName: '周雨桐',
    idCard: fictionalId('31010419881112', '246'),
  },
  {
    userName: 'demo_operator',
    phone: '13800000003',
    nickName: '号市运营·阿哲',
    roles: ['user', 'operator'],
    realName: null,
    idCard: null,
  },
  // a recycling merchant (role granted as an operator would after a 商户 application): quotes on trade-ins
  {
    userName: 'demo_merchant',
    phone: '13800000004',
    nickName: '鑫源回收',
    roles: ['user', 'merchant'],
    realName: null,
    idCard: null,
  },
] as const;

/** Nicknames the demo logins had before they were realistic (issue 21), renamed on the next start. */
export const LEGACY_DEMO_NICKNAMES: Record<string, string> = {
  demo_buyer: '演示买家',
  demo_seller: '演示卖家',
  demo_operator: '演示运营',
};

/** Idempotent: creates only what is missing, so it can run on every start. */
export async function seed(db: Db, config: Pick<AppConfig, 'dataKey' | 'seedDemo'>, clock: Clock = systemClock) {
  const notices = createNoticeRepo(db);
  for (const page of CONTENT_PAGES) {
    if (!(await notices.existsOfType(page.noticeType))) {
      await notices.insert({
        noticeType: page.noticeType,
        title: page.title,
        content: page.content,
        category: 'page',
        createdAt: contentPagesDate(clock.now()),
      });
    }
  }
  await seedNoticeContent(db, clock.now()); // trading rules and other single pages, announcements, news, help articles
  await seedSiteSettings(db, clock.now()); // company, contacts, ICP line: sample values until an operator saves
  if (!config.seedDemo) return;
  const users = createUserRepo(db);
  const crypto = new DataCrypto(config.dataKey);
  // argon2 is slow on purpose (≈0.5 s): hash only when a demo user is missing, not on every restart
  let pwHash: string | undefined;
  for (const u of DEMO_USERS) {
    if (await users.phoneTaken(u.phone)) continue;
    pwHash ??= await hashPassword(DEMO_PASSWORD);
    const row = await users.insert(
      { userName: u.userName, phone: u.phone, passwordHash: pwHash, nickName: u.nickName, roles: [...u.roles] },
      clock.now(),
    );
    if (!row || !u.realName || !u.idCard) continue;
    // an ID already used by another account (only possible if someone typed the demo ID) leaves the demo user unverified
    await users
      .setRealname(
        row.id,
        {
          realNameEnc: crypto.encrypt(u.realName),
          idCardEnc: crypto.encrypt(u.idCard),
          idCardHash: crypto.hmac(`idcard:${u.idCard}`),
        },
        clock.now(),
      )
      .catch((e) => {
        if (!isUniqueViolation(e)) throw e;
      });
  }
}
