/** Counts the event streams each user holds open in this process, up to a cap. */
export class StreamSlots {
  private readonly open = new Map<number, number>();

  constructor(private readonly max: number) {}

  /** Takes a slot for `userId`; false when the user already holds `max` streams. */
  take(userId: number): boolean {
    const held = this.open.get(userId) ?? 0;
    if (held >= this.max) return false;
    this.open.set(userId, held + 1);
    return true;
  }

  /** Gives a slot back (a stream closed). */
  release(userId: number): void {
    const held = (this.open.get(userId) ?? 1) - 1;
    if (held > 0) this.open.set(userId, held);
    else this.open.delete(userId);
  }
}
