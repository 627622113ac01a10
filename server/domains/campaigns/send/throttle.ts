/**
 * The campaign's throttle (messages a minute) as a token bucket holding five seconds' worth: a
 * send goes out in small steady steps rather than a minute's worth at once.
 */
export class Throttle {
  private tokens: number;
  private last = performance.now();
  private readonly perMs: number;
  private readonly capacity: number;

  constructor(perMinute: number) {
    this.perMs = perMinute / 60_000;
    this.capacity = Math.max(1, Math.ceil(perMinute / 12));
    this.tokens = this.capacity;
  }

  /** Whole messages that may be queued now. */
  available(): number {
    const now = performance.now();
    this.tokens = Math.min(this.capacity, this.tokens + (now - this.last) * this.perMs);
    this.last = now;
    return Math.floor(this.tokens);
  }

  take(n: number): void {
    this.available();
    this.tokens -= n;
  }

  /** Milliseconds until one more message may go. */
  msUntilNext(): number {
    this.available();
    return Math.max(0, Math.ceil((1 - this.tokens) / this.perMs));
  }
}
