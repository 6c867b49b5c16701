// Vitest 5 targets Node 22; on Node 20 (this project's machines) its reporter calls Map.groupBy and crashes while
// printing a failure, which would hide every count. The config imports this file in the main process first.
type GroupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;

const mapCtor = Map as unknown as { groupBy?: GroupBy };
if (typeof mapCtor.groupBy !== 'function') {
  mapCtor.groupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> => {
    const out = new Map<K, T[]>();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      const list = out.get(k);
      if (list) list.push(item);
      else out.set(k, [item]);
    }
    return out;
  };
}

const objectCtor = Object as unknown as {
  groupBy?: (
    items: Iterable<unknown>,
    key: (item: unknown, i: number) => PropertyKey,
  ) => Record<PropertyKey, unknown[]>;
};
if (typeof objectCtor.groupBy !== 'function') {
  objectCtor.groupBy = (items, key) => {
    const out: Record<PropertyKey, unknown[]> = Object.create(null);
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      const list = out[k] ?? [];
      list.push(item);
      out[k] = list;
    }
    return out;
  };
}
