// drizzle-kit is hoisted to the root node_modules while drizzle-orm sits in server/node_modules,
// so drizzle-kit's own `import('drizzle-orm/...')` cannot see it. This wrapper resolves
// drizzle-orm from server/ first and then runs the drizzle-kit CLI unchanged.
import { register } from 'node:module';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const hook = `
const serverUrl = ${JSON.stringify(pathToFileURL(new URL('../package.json', import.meta.url).pathname).href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: serverUrl });
  }
  return next(specifier, context);
}`;
register('data:text/javascript,' + encodeURIComponent(hook), import.meta.url);

// same for drizzle-kit's CommonJS require() calls
const serverModules = new URL('../node_modules', import.meta.url).pathname;
process.env.NODE_PATH = [serverModules, process.env.NODE_PATH].filter(Boolean).join(':');
createRequire(import.meta.url)('node:module').Module._initPaths();

const require = createRequire(new URL('../package.json', import.meta.url));
// the package's exports hide bin.cjs, so locate the package directory through its main entry
const entry = require.resolve('drizzle-kit');
const bin = entry.slice(0, entry.lastIndexOf('/drizzle-kit/') + '/drizzle-kit/'.length) + 'bin.cjs';
process.argv = [process.argv[0], bin, ...process.argv.slice(2)];
await import(pathToFileURL(bin).href);
