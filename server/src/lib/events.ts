import type { Executor } from '../db/client.js';

/**
 * The events modules publish, by name, with their payloads. Empty here: each module adds the ones
 * it publishes in its index.ts (`declare module '../../lib/events.js' { interface Events { … } }`),
 * so a reaction names an event and gets its payload's type without importing the publisher.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Events {}

export type EventName = keyof Events;

/**
 * A reaction that protects an invariant: it runs inside the publisher's transaction with that
 * transaction's executor, in ascending `order` (then in registration order), and vetoes the write
 * by throwing (an AppError reaches the client; the publisher's transaction rolls back).
 */
export interface InTransactionReaction<E extends EventName> {
  on: E;
  /** who reacts, for logs and errors */
  name: string;
  /** where it runs among the event's in-transaction reactions (lower first); default 0 */
  order?: number;
  inTransaction(payload: Events[E], tx: Executor): Promise<void>;
}

/**
 * A reaction that refreshes a cache or tells someone: it runs after the publisher's transaction
 * committed, before the publisher answers (so a write is in this instance's caches when it
 * returns), and a failure is logged, retried `retries` times at once, and never undoes the commit
 * nor fails the write.
 */
export interface AfterCommitReaction<E extends EventName> {
  on: E;
  name: string;
  /** immediate further attempts after a failure; default 0 */
  retries?: number;
  afterCommit(payload: Events[E]): Promise<void>;
}

/** One reaction to one event, of either kind, as a manifest declares it. */
export type ReactionSpec = {
  [E in EventName]: InTransactionReaction<E> | AfterCommitReaction<E>;
}[EventName];

/** Where failed after-commit reactions are reported (the app's pino logger fits). */
export interface ReactionLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

type AnyInTx = { name: string; order: number; seq: number; run(p: unknown, tx: Executor): Promise<void> };
type AnyAfter = { name: string; retries: number; run(p: unknown): Promise<void> };

/**
 * The one registry of reactions between modules (issue 36). compose.ts registers what every
 * manifest declares before any request; publishers call `inTransaction` inside their transaction
 * and `afterCommit` once it has committed. A module never learns who reacts.
 */
export class Reactions {
  private readonly inTx = new Map<string, AnyInTx[]>();
  private readonly after = new Map<string, AnyAfter[]>();
  private seq = 0;

  constructor(private readonly log: ReactionLog) {}

  on(r: ReactionSpec): void {
    if ('inTransaction' in r) {
      const list = this.inTx.get(r.on) ?? [];
      list.push({
        name: r.name,
        order: r.order ?? 0,
        seq: this.seq++,
        run: r.inTransaction as AnyInTx['run'],
      });
      list.sort((a, b) => a.order - b.order || a.seq - b.seq);
      this.inTx.set(r.on, list);
    } else {
      const list = this.after.get(r.on) ?? [];
      list.push({ name: r.name, retries: r.retries ?? 0, run: r.afterCommit as AnyAfter['run'] });
      this.after.set(r.on, list);
    }
  }

  /** Runs the event's in-transaction reactions one after another; the first throw propagates (veto). */
  async inTransaction<E extends EventName>(event: E, payload: Events[E], tx: Executor): Promise<void> {
    for (const r of this.inTx.get(event) ?? []) await r.run(payload, tx);
  }

  /**
   * Runs the event's after-commit reactions, each awaited in turn. Call it only after the
   * publisher's transaction committed. Never throws: a reaction that still fails after its retries
   * is logged as an error, and the others still run.
   */
  async afterCommit<E extends EventName>(event: E, payload: Events[E]): Promise<void> {
    for (const r of this.after.get(event) ?? []) {
      for (let attempt = 0; ; attempt++) {
        try {
          await r.run(payload);
          break;
        } catch (e) {
          const err = e instanceof Error ? e : new Error(String(e));
          if (attempt < r.retries) {
            this.log.warn(
              { event, reaction: r.name, attempt: attempt + 1, err },
              'after-commit reaction failed; retrying',
            );
            continue;
          }
          this.log.error({ event, reaction: r.name, err }, 'after-commit reaction failed; the commit stands');
          break;
        }
      }
    }
  }
}
