import { authAccount } from './account.js';
import { authContext, type AuthDeps } from './context.js';
import { authLogin } from './login.js';
import { authPhoneLogin } from './phone-login.js';

export { createCaptchaService, type CaptchaService } from './captcha.js';
export { checkPasswordPolicy, hashPassword, stepUpDelayMs } from './password.js';
export { createSessionService, type SessionService } from './sessions.js';
export { createSmsService, type SmsService } from './sms-codes.js';

/**
 * Logging in: one service, one object, made of its use cases, each in its own file: the password
 * login and the logout (login.ts), the SMS and one-tap logins (phone-login.ts), registration and a
 * new password (account.ts). It stands on three smaller services, built beside it in index.ts:
 * the picture captcha (captcha.ts), the SMS codes (sms-codes.ts) and the sessions (sessions.ts).
 * What the use cases share is in context.ts; the refusals several give, in texts.ts.
 */
export function createAuthService(deps: AuthDeps) {
  const ctx = authContext(deps);
  const login = authLogin(ctx);
  const account = authAccount(ctx);
  return {
    passwordLogin: login.passwordLogin,
    ...authPhoneLogin(ctx),
    register: account.register,
    logout: login.logout,
    changePasswordBySms: account.changePasswordBySms,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
