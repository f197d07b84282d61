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
import { defineModule, tableNames } from '../../module-kit.js';
import { checkUsers, resealUsers } from './reseal.js';
import { createUserRepo as userRepoOf, type UserRepo as Users } from './repository.js';
import { userRoutes } from './routes.js';
import { createUserWrites as userWritesOf, type UserWrites as UserW } from './writes.js';
import { createUserService, type CancellingEvent, type UserService } from './service.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    userRepo: Users;
    /** the writes of `users` other modules need (balance cache, roles), in the caller's transaction */
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
  repos: (db) => ({ userRepo: userRepoOf(db), userWrites: userWritesOf(db) }),
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
