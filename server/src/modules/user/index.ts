/**
 * The user module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { idCardHash, idCardHashes } from './id-card-hash.js';
export { createUserRepo } from './repository.js';
export { createUserWrites } from './writes.js';
export type { UserWrites } from './writes.js';
export type { UserRepo } from './repository.js';
export { cancelCheck } from './service.js';
export type { CancelBlocker, CancellingEvent } from './service.js';
export { REAL_STATUS, USER_STATUS, users } from './table.js';
export type { UserRow } from './table.js';
import { defineModule, portOf, tableNames } from '../../module-kit.js';
import { checkUsers, resealUsers } from './reseal.js';
import { createUserRepo as userRepoOf, type UserRepo as Users } from './repository.js';
import { userRoutes } from './routes.js';
import { createUserWrites as userWritesOf, type UserWrites as UserW } from './writes.js';
import { createUserService, type CancellingEvent, type UserService } from './service.js';
import * as tables from './table.js';

/**
 * The reads of `users` other modules are handed instead of the repository (issue 36): a user by id, an
 * active account by phone or name (sign-in), whether a phone is registered, whether an ID card is
 * verified on another account, nicknames by id. Each takes an optional transaction, like the repository's.
 */
const READS = [
  'findById',
  'findActiveByPhone',
  'findActiveByUserName',
  'phoneTaken',
  'idCardHashTaken',
  'nickNames',
] as const;
export type UserReads = Pick<Users, (typeof READS)[number]>;

declare module '../../module-kit.js' {
  interface Ports {
    userRepo: Users;
    /** the reads of `users` other modules need (by id, phone or name, whether a phone or an ID is taken) */
    userReads: UserReads;
    /** the writes of `users` other modules need (balance cache, roles, sign-up, password, real name) */
    userWrites: UserW;
    user: UserService;
  }
}

declare module '../../lib/events.js' {
  interface Events {
    /** an account is about to be deleted, inside the deletion's transaction; a reaction may refuse it */
    'user.cancelling': CancellingEvent;
  }
}

export const userModule = defineModule({
  name: 'user',
  tables: tableNames(tables),
  repos: (db) => {
    const userRepo = userRepoOf(db);
    return { userRepo, userReads: portOf(userRepo, READS), userWrites: userWritesOf(db) };
  },
  needs: ['clock', 'crypto', 'db', 'events', 'moderation', 'sessions', 'sms', 'upload', 'userRepo'],
  build: (p) => ({
    user: createUserService({
      users: p.userRepo,
      upload: p.upload,
      sms: p.sms,
      sessions: p.sessions,
      crypto: p.crypto,
      clock: p.clock,
      db: p.db,
      moderation: p.moderation,
      events: p.events,
    }),
  }),
  routes: [{ order: 60, register: (app, p) => userRoutes(app, { user: p.user }) }],
  sealed: [{ name: 'users', reseal: resealUsers, check: checkUsers }],
});
