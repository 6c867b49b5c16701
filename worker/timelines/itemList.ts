// A timeline's items, newest first to its users, stored oldest first underneath: a post arriving at the top is an
// array push, O(1), where an unshift would move every item of a 10,000-item timeline. Operations that are O(n)
// anyway (a gap fill, a delete, a filter change) pay for the index translation; the streaming path does not.
import type { TimelineItem } from './types.ts';

export class ItemList {
  /** Oldest first: rev[rev.length - 1] is the newest item. */
  private rev: TimelineItem[] = [];

  get length(): number {
    return this.rev.length;
  }

  /** The i-th item counting from the newest (0). */
  at(i: number): TimelineItem | undefined {
    return this.rev[this.rev.length - 1 - i];
  }

  /** Adds items (given newest first) above everything. */
  pushNewest(items: readonly TimelineItem[]): void {
    for (let i = items.length - 1; i >= 0; i--) this.rev.push(items[i] as TimelineItem);
  }

  /** Adds items (given newest first) below everything. */
  pushOldest(items: readonly TimelineItem[]): void {
    if (items.length === 0) return;
    this.rev = items.slice().reverse().concat(this.rev);
  }

  /** Replaces `deleteCount` items from newest-first position `i` by `items` (newest first). */
  splice(i: number, deleteCount: number, items: readonly TimelineItem[] = []): TimelineItem[] {
    const start = this.rev.length - i - deleteCount;
    const removed = this.rev.splice(start, deleteCount, ...items.slice().reverse());
    return removed.reverse();
  }

  /** Keeps the `n` newest items; returns the rest, newest first. */
  keepNewest(n: number): TimelineItem[] {
    if (this.rev.length <= n) return [];
    return this.rev.splice(0, this.rev.length - n).reverse();
  }

  indexOf(item: TimelineItem): number {
    const j = this.rev.lastIndexOf(item);
    return j < 0 ? -1 : this.rev.length - 1 - j;
  }

  findIndex(pred: (item: TimelineItem) => boolean): number {
    for (let j = this.rev.length - 1; j >= 0; j--)
      if (pred(this.rev[j] as TimelineItem)) return this.rev.length - 1 - j;
    return -1;
  }

  /** Keeps the items the predicate accepts; returns how many were dropped. */
  retain(pred: (item: TimelineItem) => boolean): number {
    const before = this.rev.length;
    this.rev = this.rev.filter(pred);
    return before - this.rev.length;
  }

  replace(items: readonly TimelineItem[]): void {
    this.rev = items.slice().reverse();
  }

  /** Newest first. */
  toArray(): TimelineItem[] {
    return this.rev.slice().reverse();
  }

  *[Symbol.iterator](): IterableIterator<TimelineItem> {
    for (let j = this.rev.length - 1; j >= 0; j--) yield this.rev[j] as TimelineItem;
  }
}
