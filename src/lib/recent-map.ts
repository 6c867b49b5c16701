// A map that keeps only its most recently set entries: for what a tab remembers per place visited (a list's scroll
// position per view), which would otherwise grow with every profile, tag and thread opened over a long session.

/** Sets `key` as the most recent entry of `map` (a Map keeps insertion order) and drops the oldest beyond `cap`. */
export function setRecent<K, V>(map: Map<K, V>, key: K, value: V, cap: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= cap) break;
    map.delete(oldest);
  }
}
