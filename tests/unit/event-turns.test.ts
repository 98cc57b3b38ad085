// lib/events/event-turns.ts: registrations of one event wait for its row lock at most LOCK_WAITERS_PER_EVENT at a
// time per process (so they cannot hold the whole database pool), in arrival order; other events never wait.
import { describe, expect, it } from 'vitest';
import { inTurn, LOCK_WAITERS_PER_EVENT } from '@/lib/events/event-turns';

describe('turns for an event', () => {
  it('lets a few in at once, in arrival order, passes places on after a failure, and never holds up another event', async () => {
    let inside = 0, most = 0;
    const started: number[] = [];
    const gates: (() => void)[] = [];
    const work = (i: number) => inTurn(1, async () => {
      started.push(i);
      most = Math.max(most, ++inside);
      await new Promise<void>((r) => gates.push(r));
      inside--;
      if (i === 0) throw new Error('refused');
      return i;
    });
    const all = Array.from({ length: 12 }, (_, i) => work(i).catch((e: Error) => e.message));
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual([0, 1, 2].slice(0, LOCK_WAITERS_PER_EVENT));
    expect(await inTurn(2, async () => 'other event')).toBe('other event'); // not behind event 1's line
    while (started.length < 12 || gates.length) {
      gates.shift()?.();
      await new Promise((r) => setTimeout(r, 1));
    }
    expect(await Promise.all(all)).toEqual(['refused', ...Array.from({ length: 11 }, (_, i) => i + 1)]);
    expect(started).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(most).toBe(LOCK_WAITERS_PER_EVENT);
  });
});
