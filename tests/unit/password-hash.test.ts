// lib/accounts/password-hash: native bcrypt in worker threads. Existing hashes (made by bcryptjs before the
// native binding, kept as a dev dependency only to prove that) keep working, and hashing neither holds the
// thread that answers requests nor outranks it (the attack: ten registrations at once freezing every visitor).
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import bcrypt from 'bcryptjs';
import { BCRYPT_COST, hashPassword, startPasswordWorkers, verifyPassword } from '@/lib/accounts/password-hash';

// Linux keeps per-thread figures in /proc/self/task/<tid>/stat; `field(tid, n)` is field n of it (numbered from 1).
const field = (tid: string, n: number) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[n - 3]);
// Each thread has its own nice value (field 19). The pool's threads set 10.
const nice = (tid: string) => field(tid, 19);
const poolThreads = () => readdirSync('/proc/self/task').map(nice).filter((n) => n === 10).length;
// The CPU time a thread has used so far, in clock ticks: user (field 14) and system (field 15).
const cpuByThread = () => new Map(readdirSync('/proc/self/task').map((tid) => [tid, field(tid, 14) + field(tid, 15)]));

describe('password hashing in the worker pool', () => {
  // First in this file: no password has been hashed in this process yet.
  it('starts a thread per core before any password arrives (the server does at start), and keeps them when idle', async () => {
    expect(poolThreads()).toBe(0);
    startPasswordWorkers();
    for (let i = 0; i < 1200 && poolThreads() < os.availableParallelism(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(poolThreads()).toBe(os.availableParallelism());
    await hashPassword('Quiet@2025');
    await new Promise((r) => setTimeout(r, 1500)); // a quiet spell: no thread ends, so the next burst finds them ready
    expect(poolThreads()).toBe(os.availableParallelism());
  });

  it('makes ordinary bcrypt hashes that bcryptjs accepts, and verifies the hashes bcryptjs made', async () => {
    const hash = await hashPassword('Assam@2025');
    expect(hash).toMatch(new RegExp(`^\\$2b\\$${BCRYPT_COST}\\$.{53}$`));
    expect(bcrypt.compareSync('Assam@2025', hash)).toBe(true);
    // Hashes stored before (bcryptjs, $2a$ and $2b$) still verify.
    for (const old of [bcrypt.hashSync('Guwahati#1', 10), bcrypt.hashSync('Guwahati#1', 10).replace(/^\$2b\$/, '$2a$')]) {
      expect(await verifyPassword('Guwahati#1', old)).toBe(true);
      expect(await verifyPassword('Guwahati#2', old)).toBe(false);
    }
  });

  it('hashes ten passwords at once on the pool\'s threads, not on the thread that answers requests', async () => {
    // Threads start once per process (and stay while used): start them first, so the time counted is hashing's.
    await Promise.all(Array.from({ length: 4 }, () => hashPassword('Warm@2025')));
    const before = cpuByThread();
    const hashes = await Promise.all(Array.from({ length: 10 }, (_, i) => hashPassword(`Burst@${i}2025`)));
    const after = cpuByThread();
    expect(new Set(hashes).size).toBe(10);
    // CPU time, not wall time: a busy machine stretches the burst but charges each thread only for what it ran.
    // Ten cost-10 hashes are hundreds of milliseconds of CPU; on this thread they would all be here. (How long
    // the event loop waits during a burst is a number for `npm run bench`.)
    const spent = (tids: string[]) => tids.reduce((sum, tid) => sum + (after.get(tid) ?? 0) - (before.get(tid) ?? 0), 0);
    const pool = spent([...after.keys()].filter((tid) => nice(tid) === 10));
    const requestThread = spent([String(process.pid)]);
    expect(pool).toBeGreaterThan(0);
    expect(requestThread).toBeLessThan(pool / 4);
  });

  it('hashes on threads that yield to the request thread when the machine is busy (Linux nice 10)', async () => {
    await hashPassword('Warm@2025');
    const values = readdirSync('/proc/self/task').map(nice);
    expect(nice(String(process.pid))).toBe(0);
    expect(values).toContain(10);
  });
});
