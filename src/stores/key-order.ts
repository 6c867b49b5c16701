// Row keys in display order, with a key → position map, built so that the common diff operations cost O(rows
// touched): inserting at the top (streamed posts) and appending at the bottom (load more) never shift the others.
// Keys live in two arrays: `front` holds rows inserted at the top, newest last; `back` holds the rest in order.
// A key's stored position is absolute (front: -1, -2, …; back: 0, 1, …) and stays valid across top inserts and
// appends; its display index is `abs + front.length`. Inserts in the middle, removals and moves re-pack the arrays
// (O(rows)); they are rare (gap fills, deletes).

export class KeyOrder {
  private front: string[] = [];
  private back: string[] = [];
  private pos = new Map<string, number>();

  get length(): number {
    return this.front.length + this.back.length;
  }

  has(key: string): boolean {
    return this.pos.has(key);
  }

  indexOf(key: string): number {
    const abs = this.pos.get(key);
    return abs === undefined ? -1 : abs + this.front.length;
  }

  at(index: number): string | undefined {
    const f = this.front.length;
    return index < f ? this.front[f - 1 - index] : this.back[index - f];
  }

  toArray(): string[] {
    const out = this.front.slice().reverse();
    for (const k of this.back) out.push(k);
    return out;
  }

  insert(index: number, keys: readonly string[]): void {
    const len = this.length;
    const at = Math.max(0, Math.min(index, len));
    if (at === 0) {
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i]!;
        this.front.push(k);
        this.pos.set(k, -this.front.length);
      }
    } else if (at === len) {
      for (const k of keys) {
        this.pos.set(k, this.back.length);
        this.back.push(k);
      }
    } else {
      const all = this.toArray();
      all.splice(at, 0, ...keys);
      this.reset(all);
    }
  }

  remove(keys: readonly string[]): void {
    const gone = new Set(keys.filter((k) => this.pos.has(k)));
    if (gone.size === 0) return;
    this.reset(this.toArray().filter((k) => !gone.has(k)));
  }

  move(key: string, index: number): void {
    if (!this.pos.has(key)) return;
    const all = this.toArray().filter((k) => k !== key);
    all.splice(Math.max(0, Math.min(index, all.length)), 0, key);
    this.reset(all);
  }

  reset(keys: readonly string[]): void {
    this.front = [];
    this.back = keys.slice();
    this.pos = new Map(this.back.map((k, i) => [k, i]));
  }
}
