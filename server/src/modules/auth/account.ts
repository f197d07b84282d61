import { BadRequest, Conflict, Unauthorized } from '../../lib/errors.js';
import { enforce } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import type { AuthContext } from './context.js';
import { checkPasswordPolicy, hashPassword } from './password.js';
import { AGREE_MSG, NOT_MY_PHONE, PHONE_TAKEN } from './texts.js';

/** An account with a password: registration by SMS code, and a new password by SMS code. */
export function authAccount(ctx: AuthContext) {
  const { config, users, userWrites, sms, sessions, limiter, clock, newUser, signIn } = ctx;
  return {
    async register(input: {
      phone: string;
      dxyzm: string;
      yzmRankey: string;
      password: string;
      agreed?: boolean;
      ip: string;
    }) {
      if (input.agreed !== true) throw new BadRequest(AGREE_MSG);
      checkPasswordPolicy(input.password);
      await enforce(limiter, 'register:ip', input.ip, config.rateLimits.registerIp);
      await enforce(limiter, 'smsCheck:ip', input.ip, config.rateLimits.smsIp);
      // "already registered" only after the code: told to the phone's owner, not to a prober
      await sms.verify({
        yzmRankey: input.yzmRankey,
        phone: input.phone,
        type: 'register',
        code: input.dxyzm,
        beforeConsume: async () => {
          if (await users.findActiveByPhone(input.phone)) throw new Conflict(PHONE_TAKEN);
        },
      });
      const user = await newUser(input.phone, await hashPassword(input.password));
      return { token: await signIn(user.id, input.ip) };
    },

    async changePasswordBySms(
      actor: Actor,
      input: { phonenumber: string; dxyzm: string; yzmRankey: string; password: string },
    ) {
      const me = await users.findById(actor.userId);
      if (!me) throw new Unauthorized();
      if (me.phone !== input.phonenumber) throw new BadRequest(NOT_MY_PHONE);
      checkPasswordPolicy(input.password);
      await sms.verify({ yzmRankey: input.yzmRankey, phone: input.phonenumber, type: 'mima', code: input.dxyzm });
      await userWrites.setPassword(me.id, await hashPassword(input.password), clock.now());
      // a password change means "kick everyone else out": keep only the session that made it
      await sessions.revokeAllOf(me.id, actor.sessionId);
    },
  };
}
