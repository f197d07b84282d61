/**
 * Faces for the seeded accounts: each demo login and fictional shop gets an original generated
 * SVG avatar (its nickname's first character on a shape of its own colours; no photos) written
 * under uploads like the catalogue artwork. Data dirs seeded before the nicknames were realistic
 * get the new nickname too, only while the account still has the old 演示… one (a user's own
 * change is never overwritten).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { hashSeed, Rng } from '../modules/catalogue/data/prng.js';
import { escapeXml, SVG_FONT_FAMILY } from '../modules/catalogue/data/svg.js';
import { DEMO_SELLERS } from '../modules/catalogue/seed.js';
import { users } from '../modules/user/table.js';
import type { Db } from './client.js';
import { DEMO_USERS, LEGACY_DEMO_NICKNAMES } from './seed.js';

/** 160×160 avatar: a two-tone disc, one of a few shapes, the nickname's first character. */
export function avatarSvg(userName: string, nickName: string): string {
  const r = new Rng(`avatar:${userName}`);
  const h = hashSeed(userName) % 360;
  const a = `hsl(${h},62%,52%)`;
  const b = `hsl(${(h + 40) % 360},70%,38%)`;
  const shapes = [
    `<circle cx="128" cy="30" r="58" fill="#fff" fill-opacity="0.16"/>`,
    `<path d="M0 120 Q80 70 160 118 V160 H0z" fill="#fff" fill-opacity="0.14"/>`,
    `<path d="M112 0 L160 0 L160 48z M0 112 L0 160 L48 160z" fill="#fff" fill-opacity="0.18"/>`,
    `<circle cx="80" cy="80" r="62" fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="8"/>`,
  ];
  const ch = [...nickName][0] ?? '号';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" font-family="${escapeXml(SVG_FONT_FAMILY)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
    `<rect width="160" height="160" fill="url(#g)"/>` +
    r.pick(shapes) +
    `<text x="80" y="104" font-size="72" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(ch)}</text>` +
    `</svg>`
  );
}

/** Writes the avatar under uploads/catalogue/avatars, named by content hash; returns its URL. */
export function writeAvatar(uploadsDir: string, userName: string, nickName: string): string {
  const svg = avatarSvg(userName, nickName);
  const name = `${userName}-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
  const dir = path.join(uploadsDir, 'catalogue', 'avatars');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, name);
  if (!existsSync(file)) writeFileSync(file, svg, { mode: 0o600 });
  return `/uploads/catalogue/avatars/${name}`;
}

/** Seeded accounts without an avatar get theirs; old demo nicknames become the new ones. */
export async function seedDemoProfiles(db: Db, uploadsDir: string): Promise<number> {
  const seeded = [...DEMO_USERS, ...DEMO_SELLERS].map((u) => ({ userName: u.userName, nickName: u.nickName }));
  let n = 0;
  for (const u of seeded) {
    const legacy = LEGACY_DEMO_NICKNAMES[u.userName];
    if (legacy)
      await db
        .update(users)
        .set({ nickName: u.nickName })
        .where(and(eq(users.userName, u.userName), eq(users.nickName, legacy)));
    const rows = await db
      .update(users)
      .set({ avatar: writeAvatar(uploadsDir, u.userName, u.nickName) })
      .where(and(inArray(users.userName, [u.userName]), isNull(users.avatar)))
      .returning({ id: users.id });
    n += rows.length;
  }
  return n;
}
