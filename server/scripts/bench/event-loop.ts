/**
 * Preloaded into the benched server (`node --import`): its event-loop delay per bench phase.
 * A list request that computes for 40 ms delays every other request on the instance by as much,
 * which autocannon's latencies show only blurred by the queue; the loop's own delay shows it
 * directly. The bench sends 'eld:reset' before a phase and 'eld:read' after it over the IPC channel,
 * and 'mem:read' for the memory kept after a full garbage collection (the index's memory per good).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const h = monitorEventLoopDelay({ resolution: 1 });
h.enable();
process.on('message', (m) => {
  if (m === 'eld:reset') h.reset();
  else if (m === 'eld:read') process.send?.({ eld: { p99: h.percentile(99) / 1e6, max: h.max / 1e6 } });
  else if (m === 'mem:read') void settled().then((mem) => process.send?.({ mem }));
});

/**
 * Memory after full collections a second apart until RSS stops falling (the bench starts the
 * server with --expose-gc): what is kept, not garbage. One collection was not enough: V8 gives the
 * pages it freed back over several (as its memory reducer does on an idle server), and right after
 * the index's load one collection left 460 MB of RSS where five left 260.
 */
async function settled(): Promise<NodeJS.MemoryUsage> {
  const gc = (globalThis as { gc?: () => void }).gc;
  let u = process.memoryUsage();
  for (let round = 0; gc && round < 10; round++) {
    const before = u.rss;
    gc();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    u = process.memoryUsage();
    if (round > 0 && before - u.rss < 2 ** 21) break;
  }
  return u;
}
// the channel must not keep the server alive after SIGTERM
process.channel?.unref();
