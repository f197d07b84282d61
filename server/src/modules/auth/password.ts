import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { randomToken } from '../../lib/crypto.js';
import { BadRequest, TooManyRequests } from '../../lib/errors.js';
import { hhmmBeijing } from '../../lib/time.js';

/** wrong passwords from one source for one account before that pair is locked */
export const PWD_LOCK_AFTER = 5;
export const PWD_LOCK_MS = 15 * 60_000;
/** failures (in the lock window) after which each further try waits, by source and by account */
const STEP_UP_SOURCE_AFTER = 3;
const STEP_UP_ACCOUNT_AFTER = 10;
const STEP_UP_MAX_MS = 8_000;

/** 1 s for the first try past a threshold, one more second for each further failure, at most 8 s. */
export function stepUpDelayMs(sourceFails: number, accountFails: number): number {
  const over = Math.max(sourceFails - STEP_UP_SOURCE_AFTER + 1, accountFails - STEP_UP_ACCOUNT_AFTER + 1, 0);
  return Math.min(over * 1000, STEP_UP_MAX_MS);
}

// argon2id (the library default) with its default cost; a fixed dummy hash lets unknown users
// cost as much time as wrong passwords, so timing does not reveal which accounts exist.
export const hashPassword = (pw: string) => argonHash(pw);
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(hashed: string | null, pw: string): Promise<boolean> {
  if (!hashed) {
    dummyHash ??= argonHash(randomToken());
    await argonVerify(await dummyHash, pw).catch(() => false);
    return false;
  }
  return argonVerify(hashed, pw).catch(() => false);
}

/** 8–20 printable characters, at least one letter and one digit. */
export function checkPasswordPolicy(pw: string) {
  if (!/^[\x21-\x7e]{8,20}$/.test(pw) || !/[A-Za-z]/.test(pw) || !/\d/.test(pw)) {
    throw new BadRequest('密码需为 8-20 位，且同时包含字母和数字');
  }
}

/** The answer while an (account, source) pair is locked, saying until when in Beijing time. */
export function lockedError(until: Date, now: Date) {
  return new TooManyRequests(
    (until.getTime() - now.getTime()) / 1000,
    `密码错误次数过多，请于 ${hhmmBeijing(until)} 后再试或使用短信登录`,
  );
}
