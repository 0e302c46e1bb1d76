import { describe, expect, it } from 'vitest';
import { sharedWhilePending } from './shared-while-pending.js';

/** A read that counts its calls and settles when told. */
function controlledRead() {
  const calls: string[] = [];
  const settle: Array<(outcome: { value?: string; error?: Error }) => void> = [];
  const read = (key: string) =>
    new Promise<string>((resolve, reject) => {
      calls.push(key);
      settle.push(({ value, error }) => (error ? reject(error) : resolve(value ?? '')));
    });
  return { read, calls, settle };
}

describe('sharedWhilePending', () => {
  it('answers the calls for one key made while its read is under way with that read', async () => {
    const { read, calls, settle } = controlledRead();
    const shared = sharedWhilePending(read);
    const answers = [shared('a'), shared('a'), shared('a')];
    expect(calls).toEqual(['a']);
    settle[0]?.({ value: 'first' });
    expect(await Promise.all(answers)).toEqual(['first', 'first', 'first']);
  });

  it('reads again once the read has settled, so nothing is kept', async () => {
    const { read, calls, settle } = controlledRead();
    const shared = sharedWhilePending(read);
    const first = shared('a');
    settle[0]?.({ value: 'first' });
    await first;
    const second = shared('a');
    expect(calls).toEqual(['a', 'a']);
    settle[1]?.({ value: 'second' });
    expect(await second).toBe('second');
  });

  it('reads each key apart', async () => {
    const { read, calls, settle } = controlledRead();
    const shared = sharedWhilePending(read);
    const a = shared('a');
    const b = shared('b');
    expect(calls).toEqual(['a', 'b']);
    settle[1]?.({ value: 'of b' });
    settle[0]?.({ value: 'of a' });
    expect([await a, await b]).toEqual(['of a', 'of b']);
  });

  it('gives a failed read to everyone who shared it, then tries afresh', async () => {
    const { read, calls, settle } = controlledRead();
    const shared = sharedWhilePending(read);
    const answers = [shared('a'), shared('a')].map((answer) => answer.catch((error: Error) => error.message));
    settle[0]?.({ error: new Error('connection lost') });
    expect(await Promise.all(answers)).toEqual(['connection lost', 'connection lost']);
    const again = shared('a');
    expect(calls).toEqual(['a', 'a']);
    settle[1]?.({ value: 'back' });
    expect(await again).toBe('back');
  });
});
