/** Injectable time source so lockouts and expiries can be tested without sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move forward. */
export class ManualClock implements Clock {
  private t: number;
  constructor(start: Date | number = Date.now()) {
    this.t = typeof start === 'number' ? start : start.getTime();
  }
  now() {
    return new Date(this.t);
  }
  advance(ms: number) {
    this.t += ms;
  }
  set(d: Date) {
    this.t = d.getTime();
  }
}

/** A clock that can be moved: the tests' ManualClock, a test deployment's ShiftedClock. */
export interface AdjustableClock extends Clock {
  advance(ms: number): void;
  set(d: Date): void;
}

export function isAdjustable(c: Clock): c is AdjustableClock {
  return (
    typeof (c as Partial<AdjustableClock>).advance === 'function' &&
    typeof (c as Partial<AdjustableClock>).set === 'function'
  );
}

/**
 * A test deployment's clock (TEST_CLOCK=true): the system's time plus an offset that
 * POST /api/test/clock moves, so the whole app and its jobs see a deadline pass without waiting.
 * Between moves it runs like the real one.
 */
export class ShiftedClock implements AdjustableClock {
  private offset = 0;
  now() {
    return new Date(Date.now() + this.offset);
  }
  advance(ms: number) {
    this.offset += ms;
  }
  set(d: Date) {
    this.offset = d.getTime() - Date.now();
  }
}
