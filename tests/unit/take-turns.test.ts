// lib/kernel/take-turns: at most N jobs at once, the others in arrival order, a failed job gives its place
// to the next one (a registration that throws must not shrink the line's capacity for good), and a full line
// refuses at once instead of growing.
import { describe, expect, it } from 'vitest';
import { takeTurns } from '@/lib/kernel/take-turns';

const tick = () => new Promise((r) => setTimeout(r, 5));
const line = (atOnce: number, maxWaiting = 100) => takeTurns({ atOnce, maxWaiting, full: () => new Error('line full') });

describe('takeTurns', () => {
  it('runs at most N at once and starts the waiting ones in the order they came', async () => {
    const inTurn = line(3);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => inTurn(async () => {
      started.push(i);
      most = Math.max(most, ++running);
      await tick();
      running--;
      return i * 2;
    })));
    expect(most).toBe(3);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(results).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
  });

  it('passes the place of a job that failed to the next one, and reports the failure to its caller', async () => {
    const inTurn = line(1);
    const failing = inTurn(async () => { await tick(); throw new Error('refused'); });
    const after = Promise.all([inTurn(async () => 'a'), inTurn(async () => 'b')]);
    await expect(failing).rejects.toThrow('refused');
    expect(await after).toEqual(['a', 'b']);
    // Still one at a time afterwards, not two.
    let running = 0;
    let most = 0;
    await Promise.all(Array.from({ length: 4 }, () => inTurn(async () => { most = Math.max(most, ++running); await tick(); running--; })));
    expect(most).toBe(1);
  });

  it('refuses at once when the line is full, without running the job, and takes newcomers again once it moves', async () => {
    const inTurn = line(1, 2);
    let ran = 0;
    const job = async () => { ran++; await tick(); };
    const accepted = [inTurn(job), inTurn(job), inTurn(job)]; // one running, two waiting
    const refused = inTurn(job);
    await expect(refused).rejects.toThrow('line full');
    await Promise.all(accepted);
    expect(ran).toBe(3);
    await inTurn(job);
    expect(ran).toBe(4);
  });
});
