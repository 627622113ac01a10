/**
 * The submit window of a bind: at most `size` submit_sm may await their responses at once, as the
 * vendor's contract says. Callers queue for a slot in arrival order.
 */
export class SubmitWindow {
  private used = 0;
  private readonly queue: (() => void)[] = [];
  /** The most slots ever taken at once, for tests and diagnostics. */
  peak = 0;

  constructor(readonly size: number) {
    if (!(size >= 1)) throw new RangeError(`A submit window holds at least 1 (got ${size}).`);
  }

  get outstanding(): number {
    return this.used;
  }

  async acquire(): Promise<void> {
    if (this.used < this.size) {
      this.used += 1;
      this.peak = Math.max(this.peak, this.used);
      return;
    }
    await new Promise<void>((resolve) => this.queue.push(resolve));
    // release() handed its slot over without freeing it: `used` is already counted.
  }

  release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.used -= 1;
  }
}
