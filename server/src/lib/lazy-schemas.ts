import { createRequire } from 'node:module';

/**
 * Route schemas compiled on first use instead of at start-up.
 *
 * Fastify compiles every route's validators (ajv) and response serializers (fast-json-stringify)
 * while the app starts: for our ≈200 routes that was ≈0.7 s of CPU on every start, every test
 * set-up and every restart of an instance, although a process serves only the routes it is asked
 * for. These factories wrap Fastify's own compilers (same ajv options, same serializer options) so
 * each route's compile runs the first time that route validates or serializes, once.
 *
 * The price: a schema that cannot compile fails on its first request instead of at start. So
 * `compileAllSchemas` exists, and a test builds the app and compiles every route eagerly.
 */

const require = createRequire(import.meta.url);
// Fastify's default compilers (its own dependencies, pinned in server/package.json to the same versions)
const AjvCompiler = require('@fastify/ajv-compiler') as () => ValidatorBuilder;
const { SerializerSelector } = require('@fastify/fast-json-stringify-compiler') as {
  SerializerSelector: () => SerializerBuilder;
};

interface RouteDefinition {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
  httpStatus?: string;
  contentType?: string;
}
type ValidateFn = ((data: unknown) => unknown) & { errors?: unknown };
type ValidatorBuilder = (externalSchemas: unknown, ajvOptions: unknown) => (def: RouteDefinition) => ValidateFn;
type SerializeFn = (doc: unknown) => string;
type SerializerBuilder = (
  externalSchemas: unknown,
  serializerOptions: unknown,
) => (def: RouteDefinition) => SerializeFn;

/** Every lazily compiled function of this process, so a test can force them all. */
const pending = new Set<() => void>();

function lazyValidator(compile: () => ValidateFn): ValidateFn {
  let real: ValidateFn | undefined;
  const force = () => {
    if (!real) {
      real = compile();
      pending.delete(force);
    }
    return real;
  };
  pending.add(force);
  const validate = ((data: unknown) => force()(data)) as ValidateFn;
  // Fastify reads `validate.errors` after a failed call: ajv keeps them on its own function
  Object.defineProperty(validate, 'errors', { get: () => real?.errors });
  return validate;
}

function lazySerializer(compile: () => SerializeFn): SerializeFn {
  let real: SerializeFn | undefined;
  const force = () => {
    if (!real) {
      real = compile();
      pending.delete(force);
    }
    return real;
  };
  pending.add(force);
  return (doc: unknown) => force()(doc);
}

/** The `schemaController.compilersFactory` Fastify option. */
export function lazyCompilersFactory() {
  const ajv = AjvCompiler();
  const serializers = SerializerSelector();
  return {
    buildValidator: (externalSchemas: unknown, ajvOptions: unknown) => {
      const compiler = ajv(externalSchemas, ajvOptions);
      return (def: RouteDefinition) => lazyValidator(() => compiler(def));
    },
    buildSerializer: (externalSchemas: unknown, serializerOptions: unknown) => {
      const compiler = serializers(externalSchemas, serializerOptions);
      return (def: RouteDefinition) => lazySerializer(() => compiler(def));
    },
  };
}

/** How many route schemas have not been compiled yet. */
export function pendingSchemas(): number {
  return pending.size;
}

/** Compiles every route schema not compiled yet; returns how many it compiled. Throws on the first that fails. */
export function compileAllSchemas(): number {
  let n = 0;
  for (const force of [...pending]) {
    force();
    n++;
  }
  return n;
}
