import { Value } from 'typebox/value';
import { ConfigError } from '../config-error.js';
import { ENV_VARS, EnvSchema, type Env, type EnvName, type VarSchema } from './env-schema.js';

export type RawEnv = Record<string, string | undefined>;

/** What `readEnv` hands back: the typed values, and which variables were actually set. */
export interface ReadEnv {
  env: Env;
  /** set to a non-empty value (a provider's variables are all or none, counted before defaults) */
  isSet: (name: EnvName) => boolean;
}

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

/**
 * One variable's string as its schema's type. An unset or empty variable takes the default (or
 * stays undefined). The messages are the ones deployments have always seen, so scripts that match
 * them keep working.
 */
function parse(name: string, v: string, s: VarSchema): unknown {
  if (s.enum) {
    if (!s.enum.includes(v)) throw new ConfigError(`${name} must be one of ${s.enum.join(', ')}, got "${v}"`);
    return v;
  }
  switch (s.type) {
    case 'boolean': {
      const t = v.trim().toLowerCase();
      if (TRUE.includes(t)) return true;
      if (FALSE.includes(t)) return false;
      throw new ConfigError(`${name} must be true/false, got "${v}"`);
    }
    case 'integer': {
      const n = Number(v);
      if (!Number.isInteger(n) || n < s.minimum! || n > s.maximum!)
        throw new ConfigError(`${name} must be an integer in [${s.minimum}, ${s.maximum}], got "${v}"`);
      return n;
    }
    case 'number': {
      const n = Number(v);
      if (!Number.isFinite(n) || n <= s.exclusiveMinimum! || n > s.maximum!)
        throw new ConfigError(`${name} must be a number in (${s.exclusiveMinimum}, ${s.maximum}], got "${v}"`);
      return n;
    }
    case 'string':
      if (s.pattern && !new RegExp(s.pattern).test(v)) throw new ConfigError(`${name} ${s.mismatch}`);
      return v;
    default:
      throw new Error(`${name}: the env schema has no reader for this type`);
  }
}

/** The process environment (or a test's) read through EnvSchema; a bad value throws ConfigError. */
export function readEnv(raw: RawEnv): ReadEnv {
  const out: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(ENV_VARS)) {
    const v = raw[name];
    if (v !== undefined && v !== '') out[name] = parse(name, v, s);
    else if (s.default !== undefined) out[name] = s.default;
  }
  // the parsing above is ours; TypeBox confirms its result is what the schema declares
  if (!Value.Check(EnvSchema, out)) {
    const first = Value.Errors(EnvSchema, out)[0];
    throw new Error(`the env reader disagrees with EnvSchema at ${first?.instancePath}: ${first?.message}`);
  }
  return { env: out, isSet: (name) => !!raw[name] };
}
