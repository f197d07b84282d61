// Fastify's default compilers (its own dependencies, listed in server/package.json at the same versions)
import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

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

type ValidatorBuilder = ReturnType<typeof AjvCompiler>;
type ValidatorCompiler = ReturnType<ValidatorBuilder>;
type ValidateFn = ReturnType<ValidatorCompiler>;
type SerializerBuilder = SerializerSelector.SerializerFactory;
type SerializeFn = SerializerSelector.Serializer;

/** Every lazily compiled function of this process, so a test can force them all. */
const pending = new Set<() => void>();

/** A compile run once, on the first call of the returned function (and by compileAllSchemas). */
function lazily<F>(compile: () => F): () => F {
  let real: F | undefined;
  const force = () => {
    if (real === undefined) {
      real = compile();
      pending.delete(force);
    }
    return real;
  };
  pending.add(force);
  return force;
}

function lazyValidator(compile: () => ValidateFn): ValidateFn {
  let compiled: ValidateFn | undefined;
  const force = lazily(() => (compiled = compile()));
  const validate = (data: unknown) => force()(data);
  // Fastify reads `validate.errors` after a failed call: ajv keeps them on its own function
  Object.defineProperty(validate, 'errors', { get: () => compiled?.errors });
  // stands in for ajv's function: called with the data, `errors` read after a failure
  return validate as unknown as ValidateFn;
}

function lazySerializer(compile: () => SerializeFn): SerializeFn {
  const force = lazily(compile);
  return (doc: unknown) => force()(doc);
}

/** The `schemaController.compilersFactory` Fastify option. */
export function lazyCompilersFactory(): { buildValidator: ValidatorBuilder; buildSerializer: SerializerBuilder } {
  const ajv = AjvCompiler();
  const serializers = SerializerSelector();
  return {
    buildValidator: (externalSchemas, ajvOptions) => {
      const compiler = ajv(externalSchemas, ajvOptions);
      return (def) => lazyValidator(() => compiler(def));
    },
    buildSerializer: (externalSchemas, serializerOptions) => {
      const compiler = serializers(externalSchemas, serializerOptions);
      return (def) => lazySerializer(() => compiler(def));
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
