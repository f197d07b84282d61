import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Reactions, ReactionSpec } from '../../lib/events.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { maskIdCard, maskName, maskPhone } from '../../lib/mask.js';
import type { ModerationService } from '../moderation/index.js';
import { yuanText } from '../../lib/money.js';
import { isBlankName, isReservedName, reservedFields } from '../../lib/reserved-names.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Actor } from '../../lib/actor.js';
import { PHONE_RE } from '../../lib/phone.js';
import type { UserRepo } from './repository.js';
import { REAL_STATUS, type UserRow } from './table.js';

/**
 * Something that forbids deleting an account right now (money in the wallet, an open order…).
 * Each module that owns such state reacts to `user.cancelling` with one (lib/events.ts): the check
 * runs inside the deletion transaction, and a reason it gives refuses the deletion.
 */
export type CancelBlocker = (user: UserRow, tx: Executor) => Promise<string | null>;

/**
 * The reaction a module declares for its blocker. `order` keeps the reasons in the order users have
 * always read them: goods (10), rentals (20), orders (30), withdrawals (40).
 */
export function cancelCheck(name: string, order: number, blocker: CancelBlocker): ReactionSpec {
  return {
    on: 'user.cancelling',
    name,
    order,
    inTransaction: async (e, tx) => {
      const reason = await blocker(e.user, tx);
      if (reason) e.refuse(reason);
    },
  };
}

/** What `user.cancelling` carries: the account under its row lock, and how a reaction refuses. */
export interface CancellingEvent {
  user: UserRow;
  /** adds a reason the account cannot be deleted now; all reasons are shown together */
  refuse(reason: string): void;
}

export const AVATAR_NOT_OWN_MSG = '头像须为您本人上传的图片，请重新上传';
/** The reserved-name report lists at most this many accounts (and counts them all). */
const REPORT_MAX = 1000;

export interface ProfilePatch {
  nickName?: string;
  avatar?: string;
  sex?: '0' | '1' | '2';
  email?: string;
  userName?: string;
  smsNotify?: boolean;
}

/**
 * What the account service needs of the auth module, as ports (auth builds its logins on the users
 * table, so user must not import auth back): an SMS code check and ending a user's sessions. The
 * upload port below is written out for the same reason (uploads belong to users).
 */
export interface UserAuthPorts {
  sms: {
    verify(input: { yzmRankey: string; phone: string; type: ('cancel' | 'mima')[]; code: string }): Promise<unknown>;
  };
  sessions: { revokeAllOf(userId: number, exceptSessionId?: number): Promise<unknown> };
}

export function createUserService(deps: {
  moderation: Pick<ModerationService, 'assertAllowed'>;
  /** an avatar must be one of the writer's own uploads */
  upload: { ownImages(userId: number, urls: string[]): Promise<{ url: string; thumb: string }[] | null> };
  users: UserRepo;
  sms: UserAuthPorts['sms'];
  sessions: UserAuthPorts['sessions'];
  crypto: DataCrypto;
  clock: Clock;
  db: Db;
  events: Pick<Reactions, 'inTransaction'>;
}) {
  const { users, sms, sessions, crypto, clock, db, upload, events } = deps;

  /** Only what the client may see: masked phone, masked real-name data, no hashes or ciphertext. */
  function toProfile(u: UserRow) {
    const verified = u.realStatus === REAL_STATUS.verified;
    const safeDecrypt = (v: string | null) => {
      if (!v) return '';
      try {
        return crypto.decrypt(v);
      } catch {
        return '';
      }
    };
    return {
      id: u.id,
      userName: u.userName ?? '',
      nickName: u.nickName ?? '',
      avatar: u.avatar ?? '',
      sex: (u.sex as '0' | '1' | '2') ?? '2',
      email: u.email ?? '',
      phone: maskPhone(u.phone),
      realStatus: u.realStatus as 1 | 2,
      realName: verified ? maskName(safeDecrypt(u.realNameEnc)) : '',
      idCard: verified ? maskIdCard(safeDecrypt(u.idCardEnc)) : '',
      roles: u.roles,
      userNameChangeable: !u.userNameChanged,
      smsNotify: u.smsNotify,
      createdAt: u.createdAt.toISOString(),
    };
  }

  async function me(actor: Actor): Promise<UserRow> {
    const u = await users.findById(actor.userId);
    if (!u) throw new NotFound('用户不存在');
    return u;
  }

  return {
    toProfile,
    async profile(actor: Actor) {
      return toProfile(await me(actor));
    },

    async updateProfile(actor: Actor, patch: ProfilePatch) {
      const u = await me(actor);
      const now = clock.now();
      if (patch.userName !== undefined && patch.userName !== u.userName) {
        if (!/^[A-Za-z0-9_]{4,20}$/.test(patch.userName)) throw new BadRequest('用户名需为 4-20 位字母、数字或下划线');
        // a phone-shaped user name would make "username or phone" login ambiguous
        if (PHONE_RE.test(patch.userName)) throw new BadRequest('用户名不能是手机号格式');
        if (isReservedName(patch.userName)) throw new BadRequest(reservedMsg('用户名'));
        if (u.userNameChanged) throw new Conflict('用户名只能修改一次');
        if (await users.userNameTaken(patch.userName)) throw new Conflict('该用户名已被占用');
        try {
          if (!(await users.changeUserNameOnce(u.id, patch.userName, now))) throw new Conflict('用户名只能修改一次');
        } catch (e) {
          if (isUniqueViolation(e)) throw new Conflict('该用户名已被占用');
          throw e;
        }
      }
      const rest: Partial<UserRow> = {};
      if (patch.nickName !== undefined) rest.nickName = patch.nickName.trim();
      if (patch.avatar !== undefined) {
        const avatar = patch.avatar.trim();
        // the avatar the account already has saves unchanged (a seeded one under /uploads/catalogue
        // included), so a form that sends it back is not refused; a new one must be an upload of
        // this user: a link elsewhere (//evil.example/track.png) is a tracking pixel shown to every
        // visitor of the seller's listings, past the upload's content check
        if (avatar !== (u.avatar ?? '')) {
          const own = avatar ? await upload.ownImages(u.id, [avatar]) : null;
          if (!own) throw new BadRequest(AVATAR_NOT_OWN_MSG);
          rest.avatar = own[0]!.url;
        }
      }
      if (patch.sex !== undefined) rest.sex = patch.sex;
      if (patch.email !== undefined) rest.email = patch.email.trim() || null;
      if (patch.smsNotify !== undefined) rest.smsNotify = patch.smsNotify;
      if (patch.nickName !== undefined && isBlankName(patch.nickName))
        throw new BadRequest('昵称不能为空，请填写看得见的文字');
      // an unchanged nickname passes, so a name given before this rule does not block other edits
      if (rest.nickName && rest.nickName !== u.nickName && isReservedName(rest.nickName))
        throw new BadRequest(reservedMsg('昵称'));
      if (rest.nickName && rest.nickName !== u.nickName)
        await deps.moderation.assertAllowed(u.id, 'profile', [{ label: '昵称', text: rest.nickName }]);
      if (Object.keys(rest).length) await users.update(u.id, { ...rest, updatedAt: now });
      return toProfile((await users.findById(u.id))!);
    },

    /**
     * Accounts whose names the reserved-word check would refuse today (the words and the
     * look-alike comparison grew after they were chosen; names are checked only when they change).
     * Staff and cancelled accounts are left out. Read in batches of 500 by id: checking an
     * account's names costs ~63 µs, so a batch holds the event loop ~30 ms at most.
     */
    async reservedNameCollisions() {
      const rows: {
        id: number;
        userName: string | null;
        nickName: string | null;
        fields: ('nickName' | 'userName')[];
        createdAt: string;
      }[] = [];
      let total = 0;
      for (let after = 0; ;) {
        const batch = await users.namesAfter(after, 500);
        if (!batch.length) break;
        after = batch[batch.length - 1]!.id;
        for (const r of batch) {
          const fields = reservedFields(r);
          if (!fields.length) continue;
          total++;
          if (rows.length < REPORT_MAX)
            rows.push({
              id: r.id,
              userName: r.userName,
              nickName: r.nickName,
              fields,
              createdAt: r.createdAt.toISOString(),
            });
        }
      }
      return { total, rows };
    },

    async cancel(actor: Actor, input: { dxyzm: string; yzmRankey: string }) {
      const u = await me(actor);
      if (!u.phone) throw new NotFound('用户不存在');
      await sms.verify({ yzmRankey: input.yzmRankey, phone: u.phone, type: ['cancel', 'mima'], code: input.dxyzm });
      await db.transaction(async (tx) => {
        // re-read under a row lock so a concurrent credit cannot slip in between check and anonymise
        const locked = await users.lockById(u.id, tx);
        if (!locked) throw new NotFound('用户不存在');
        const reasons: string[] = [];
        if (locked.balanceFen > 0) reasons.push(`钱包余额 ${yuanText(locked.balanceFen)} 未提现，请先提现后再注销`);
        // the modules that own goods, rentals, orders and withdrawals add theirs (in their reactions' order)
        await events.inTransaction('user.cancelling', { user: locked, refuse: (r) => reasons.push(r) }, tx);
        if (reasons.length) throw new Conflict(`暂不能注销：${reasons.join('；')}`);
        await users.anonymise(u.id, clock.now(), tx);
      });
      await sessions.revokeAllOf(u.id);
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;

const reservedMsg = (what: string) => `${what}不能包含“官方”“客服”“管理员”等平台保留字样，请换一个`;
