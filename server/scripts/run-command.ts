import { ConfigError } from '../src/config.js';
import { LockError } from '../src/db/lock.js';

/**
 * Runs an operator command (backup, restore, rotate-key, purge-demo) and exits with its code. A wrong
 * setting or a data folder another process holds is the operator's to fix, so it prints as its
 * message alone; anything else prints with its stack.
 */
export function runCommand(main: () => Promise<number | void>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (e: unknown) => {
      console.error(e instanceof ConfigError || e instanceof LockError ? e.message : e);
      process.exit(1);
    },
  );
}
