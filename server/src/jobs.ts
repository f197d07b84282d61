import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { ModuleManifest, Ports } from './module-kit.js';

/** The running jobs of the loaded modules: which ones, and how to stop them all. */
export interface RunningJobs {
  names: string[];
  stop(): Promise<void>;
}

/**
 * Starts every job the loaded modules' manifests declare (server.ts calls it once the app is built).
 * Every instance runs them; the jobs lock rows (SKIP LOCKED) and change them with conditional
 * updates, so instances never collide.
 */
export function startModuleJobs(
  modules: readonly ModuleManifest[],
  ports: Ports,
  log: FastifyBaseLogger,
  config: AppConfig,
): RunningJobs {
  const specs = modules.flatMap((m) => m.jobs ?? []);
  const running = specs.map((j) => j.start(ports, log, j.intervalMs(config)));
  return {
    names: specs.map((j) => j.name),
    async stop() {
      for (const r of running) await r.stop();
    },
  };
}
