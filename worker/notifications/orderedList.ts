// An ordered list of keyed items with O(1) lookup, insert-at-front, insert-after, remove and move-to-front: a doubly
// linked list whose links are keys in a Map, so the whole thing stays plain data (structured-clonable, inspectable
// in tests). Index lookups walk the list (O(n)); the streaming path never needs them, page loads do.
//
// Functions mutate the list in place: the notification state owns its list and nobody else holds it.

export interface ListNode<T> {
  key: string;
  prev: string | null;
  next: string | null;
  item: T;
}

export interface OrderedList<T> {
  nodes: Map<string, ListNode<T>>;
  head: string | null;
  tail: string | null;
}

export function emptyList<T>(): OrderedList<T> {
  return { nodes: new Map(), head: null, tail: null };
}

export function listGet<T>(list: OrderedList<T>, key: string): T | undefined {
  return list.nodes.get(key)?.item;
}

function node<T>(list: OrderedList<T>, key: string): ListNode<T> {
  const n = list.nodes.get(key);
  if (!n) throw new Error(`no list node ${key}`);
  return n;
}

/** Inserts a new key after `afterKey` (null: at the front). */
export function insertAfter<T>(list: OrderedList<T>, afterKey: string | null, key: string, item: T): void {
  if (list.nodes.has(key)) throw new Error(`duplicate list key ${key}`);
  const prev = afterKey === null ? null : node(list, afterKey);
  const nextKey = prev ? prev.next : list.head;
  const n: ListNode<T> = { key, prev: prev ? prev.key : null, next: nextKey, item };
  list.nodes.set(key, n);
  if (prev) prev.next = key;
  else list.head = key;
  if (nextKey !== null) node(list, nextKey).prev = key;
  else list.tail = key;
}

export function pushFront<T>(list: OrderedList<T>, key: string, item: T): void {
  insertAfter(list, null, key, item);
}

export function pushBack<T>(list: OrderedList<T>, key: string, item: T): void {
  insertAfter(list, list.tail, key, item);
}

export function removeKey<T>(list: OrderedList<T>, key: string): T | undefined {
  const n = list.nodes.get(key);
  if (!n) return undefined;
  if (n.prev !== null) node(list, n.prev).next = n.next;
  else list.head = n.next;
  if (n.next !== null) node(list, n.next).prev = n.prev;
  else list.tail = n.prev;
  list.nodes.delete(key);
  return n.item;
}

/** Moves an existing key to the front. Returns false when it already was there. */
export function moveToFront<T>(list: OrderedList<T>, key: string): boolean {
  if (list.head === key) return false;
  // Relinks the node in place (no Map delete and set: the streaming path calls this for most notifications).
  const n = node(list, key);
  if (n.prev !== null) node(list, n.prev).next = n.next;
  if (n.next !== null) node(list, n.next).prev = n.prev;
  else list.tail = n.prev;
  const oldHead = list.head;
  n.prev = null;
  n.next = oldHead;
  if (oldHead !== null) node(list, oldHead).prev = key;
  list.head = key;
  return true;
}

export function prevKey<T>(list: OrderedList<T>, key: string): string | null {
  return node(list, key).prev;
}

export function nextKey<T>(list: OrderedList<T>, key: string): string | null {
  return node(list, key).next;
}

/** Position of a key from the front, by walking (O(n)). -1 when absent. */
export function indexOfKey<T>(list: OrderedList<T>, key: string): number {
  let i = 0;
  for (let k = list.head; k !== null; k = node(list, k).next, i++) if (k === key) return i;
  return -1;
}

export function* iterate<T>(list: OrderedList<T>): Generator<[string, T]> {
  for (let k = list.head; k !== null; ) {
    const n = node(list, k);
    const next = n.next;
    yield [k, n.item];
    k = next;
  }
}

export function listSize<T>(list: OrderedList<T>): number {
  return list.nodes.size;
}
