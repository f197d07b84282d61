import { Type, type Static } from 'typebox';
import type { VarSchema } from './schema-kit.js';
import { BUSINESS_VARS } from './vars-business.js';
import { PLATFORM_VARS } from './vars-platform.js';

export { GROUPS, RATE_WINDOWS, type Group, type RateWindow, type VarSchema } from './schema-kit.js';

/**
 * Every environment variable the server reads, in one schema (issue 39): its type, default, limits
 * and a Chinese description. The variables are listed in vars-platform.ts (server, keys, SMS,
 * payments, WeChat) and vars-business.ts (the business figures); a new setting goes in one of them. `readEnv` (env.ts) turns the strings into these types and refuses a
 * value out of bounds; `loadConfig` (config.ts) builds AppConfig from the result and adds the rules
 * that span variables (a provider's variables all or none, production refusals). docs/configuration.md's
 * configuration table is generated from here (`npm run gen:config-doc`) and a test fails when stale.
 *
 * Options beside the JSON-schema keywords, read by env.ts and doc.ts:
 * - `group`: the section of docs/configuration.md; `defaultText`: the default when it depends on the environment;
 * - `production`: what a production start does differently; `hint`: what kind of text a string is;
 * - `mismatch`: the refusal when a string does not match `pattern`; `window`: a rate limit's period.
 */
export const EnvSchema = Type.Object({ ...PLATFORM_VARS, ...BUSINESS_VARS });

/** The environment after `readEnv`: numbers, booleans and enums parsed, defaults filled in. */
export type Env = Static<typeof EnvSchema>;
export type EnvName = keyof Env;

export const ENV_VARS = EnvSchema.properties as unknown as Record<EnvName, VarSchema>;
