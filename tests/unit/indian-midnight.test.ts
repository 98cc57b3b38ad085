// /openings at midnight in India (lib/publishing/at-indian-midnight.ts): each instance revalidates the pages that
// change with the day at 00:00 IST exactly, then every midnight after; a failed revalidation is tried again. On
// vitest's fake clock: the test moves time, so it waits for no real midnight and no real timer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIDNIGHT_RETRY_MS, nextIndianMidnight, revalidateAtIndianMidnight } from '@/lib/publishing/at-indian-midnight';
import { PAGES_BY_THE_INDIAN_DAY } from '@/lib/publishing/paths';

afterEach(() => { vi.useRealTimers(); });

describe('midnight in India', () => {
  it('is 18:30 UTC, the first one strictly after the moment given', () => {
    expect(nextIndianMidnight(new Date('2026-11-28T12:00:00Z')).toISOString()).toBe('2026-11-28T18:30:00.000Z');
    expect(nextIndianMidnight(new Date('2026-11-28T18:29:59.999Z')).toISOString()).toBe('2026-11-28T18:30:00.000Z');
    expect(nextIndianMidnight(new Date('2026-11-28T18:30:00.000Z')).toISOString()).toBe('2026-11-29T18:30:00.000Z');
    expect(nextIndianMidnight(new Date('2026-11-28T20:00:00Z')).toISOString()).toBe('2026-11-29T18:30:00.000Z');
    expect(nextIndianMidnight(new Date('2026-12-31T19:00:00Z')).toISOString()).toBe('2027-01-01T18:30:00.000Z'); // 00:30 IST on 1 January
  });

  it('revalidates /openings in every language at 00:00 IST, not a millisecond before, and at every midnight after', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T18:29:58.000Z') }); // 23:59:58 in India
    const applied: [string, string[]][] = [];
    const m = revalidateAtIndianMidnight({ paths: PAGES_BY_THE_INDIAN_DAY, apply: async (paths) => { applied.push([new Date().toISOString(), paths]); } });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(applied).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(applied).toEqual([['2026-11-28T18:30:00.000Z', ['/en/openings', '/as/openings', '/hi/openings']]]);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(applied.map(([at]) => at)).toEqual(['2026-11-28T18:30:00.000Z', '2026-11-29T18:30:00.000Z']);
    m.stop();
    await vi.advanceTimersByTimeAsync(48 * 60 * 60_000);
    expect(applied).toHaveLength(2);
  });

  it('tries a failed revalidation again until it holds, and says so', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T18:29:59.000Z') });
    const logs: string[] = [];
    let calls = 0;
    const m = revalidateAtIndianMidnight({ paths: ['/en/openings'], apply: async () => { if (++calls <= 2) throw new Error('instance busy'); }, log: (l) => logs.push(l) });
    await vi.advanceTimersByTimeAsync(1_000);
    expect([calls, logs]).toEqual([1, ["[publishing] the day's pages not revalidated yet, trying again: instance busy"]]);
    await vi.advanceTimersByTimeAsync(2 * MIDNIGHT_RETRY_MS);
    expect(calls).toBe(3);
    await vi.advanceTimersByTimeAsync(MIDNIGHT_RETRY_MS * 10);
    expect(calls).toBe(3); // held: nothing more until the next midnight
    m.stop();
  });

  it('waits out a timer that fires before the wall clock reaches midnight (the clock was set back)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T18:29:00.000Z') });
    const applied: string[] = [];
    const m = revalidateAtIndianMidnight({ paths: ['/en/openings'], apply: async () => { applied.push(new Date().toISOString()); } });
    await vi.advanceTimersByTimeAsync(30_000);
    vi.setSystemTime(new Date('2026-11-28T18:28:00.000Z')); // the wall clock goes back 90 s; the timer has 30 s left
    await vi.advanceTimersByTimeAsync(30_000);
    expect(applied).toEqual([]);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(applied).toEqual(['2026-11-28T18:30:00.000Z']);
    m.stop();
  });
});
