/**
 * At most `max` holders at once; the rest wait in arrival order. Used where each unit of work
 * costs a lot of memory (image decoding), so a burst queues instead of growing the process.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new Error(`semaphore size must be a positive integer: ${max}`);
  }

  /** holders now, and callers waiting for a slot */
  stats(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await work();
    } finally {
      // hand the slot straight to the next waiter (active stays the same), or free it
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
