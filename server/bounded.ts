/**
 * Sets a key in a Map used as a memo of at most `max` entries: the entry set longest ago goes first (a Map
 * keeps insertion order, and a key set again moves to the newest). The memos of verified tokens, open logins,
 * catalog answers and sanitised seller HTML use it, so none grows with the traffic.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}
