/**
 * `read`, with the calls for one key made while a read of it is under way answered by that read
 * instead of another. What a caller gets is as fresh as if it had asked a moment earlier, when the read
 * began; once the read settles, the next call reads again (nothing is kept).
 */
export function sharedWhilePending<Key, Value>(
  read: (key: Key) => Promise<Value>,
): (key: Key) => Promise<Value> {
  const pending = new Map<Key, Promise<Value>>();
  return (key) => {
    const underWay = pending.get(key);
    if (underWay) return underWay;
    const reading = read(key).finally(() => pending.delete(key));
    pending.set(key, reading);
    return reading;
  };
}
