// Issue 39, B8, without a clock: an unknown email and a known one with a wrong password do the same work, counted.
// Every query on the database (Prisma's and the rate limits', both through pg), every task of the password pool,
// and every bcrypt comparison (the pool's worker run in this thread, so its calls can be counted) with the cost of
// the hash compared. Real timing belongs in the bench (`npm run bench`), where the machine's load is read apart.
import { createRequire } from 'node:module';
import os from 'node:os';
import pg from 'pg';
import bcryptjs from 'bcryptjs';
import { Piscina } from 'piscina';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDb } from '../helpers/db';
import { BCRYPT_COST } from '@/lib/accounts/password-hash';
import { signInWithPassword, signInWithPasswordAndCode, SIGN_IN_MESSAGES } from '@/lib/staff/sign-in';

type Worker = Record<string, (task: unknown) => unknown>;
// The module object the worker imports (bcrypt has no types here; the app only calls it from the worker).
const bcrypt = createRequire(import.meta.url)('bcrypt') as { compareSync(plain: string, hash: string): boolean };
let worker: Worker;
beforeAll(async () => {
  const priority = os.getPriority(0);
  // @ts-expect-error plain JavaScript without types, loaded here as the pool loads it; it lowers its thread's priority
  worker = await import('@/lib/accounts/password-hash-worker.mjs') as Worker;
  try { os.setPriority(0, priority); } catch { /* as the worker: kept if not allowed */ }
});
afterEach(() => vi.restoreAllMocks());

const costOf = (hash: string) => Number(hash.slice(4, 6));

/** What one sign-in does: the database statements in order, the pool's tasks, and the costs of the hashes compared. */
async function workOf(attempt: () => Promise<unknown>) {
  const queries: string[] = [];
  const tasks: string[] = [];
  const compared: number[] = [];
  const query = pg.Client.prototype.query;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const sql = args[0] as string | { text: string };
    queries.push((typeof sql === 'string' ? sql : sql.text).replace(/\s+/g, ' ').trim());
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query);
  const compare = bcrypt.compareSync;
  vi.spyOn(bcrypt, 'compareSync').mockImplementation((plain: string, hash: string) => { compared.push(costOf(hash)); return compare(plain, hash); });
  vi.spyOn(Piscina.prototype, 'run').mockImplementation(async (task, options) => {
    tasks.push(String(options?.name));
    return worker[String(options?.name)](task);
  });
  await expect(attempt()).rejects.toThrow();
  vi.restoreAllMocks();
  return { queries, tasks, compared };
}

let n = 0;
async function account(cost: number) {
  const email = `timing${Date.now()}${n++}@example.org`;
  await testDb().staffMember.create({
    data: { name: 'Mita Roy', email, role: 'viewer', passwordHash: await bcryptjs.hash('RightPassword#5', cost), enrolledAt: new Date(), createdBy: 'test' },
  });
  return email;
}
const unknown = () => `nobody${Date.now()}${n++}@example.org`;
const client = { ip: '198.51.100.23', userAgent: 'vitest' };
const wrong = 'Not-the-password#1';

describe('staff sign-in: an unknown email and a wrong password do the same work (issue 39, B8)', () => {
  it('the same database statements, one pool task and one hash at BCRYPT_COST, for a cost-10 or a cost-4 account alike', async () => {
    const [known10, known4] = [await account(BCRYPT_COST), await account(4)];
    await workOf(() => signInWithPassword({ email: unknown(), password: wrong }, client)); // connections opened, limiter rows made
    const none = await workOf(() => signInWithPassword({ email: unknown(), password: wrong }, client));
    for (const email of [known10, known4]) {
      const known = await workOf(() => signInWithPassword({ email, password: wrong }, client));
      expect(known.queries).toEqual(none.queries);
      expect(known.tasks).toEqual(none.tasks); // was 2 tasks for the cost-4 account, 1 for the unknown email
      expect(known.compared.filter((c) => c === BCRYPT_COST)).toEqual([BCRYPT_COST]);
    }
    expect(none.queries).toHaveLength(4); // two limits counted, the lookup, the audit row
    expect(none.tasks).toHaveLength(1);
    expect(none.compared).toEqual([BCRYPT_COST]);
    // The cheaper account's own hash is compared too (at cost 4, well under a millisecond): it cannot be skipped.
    expect((await workOf(() => signInWithPassword({ email: known4, password: wrong }, client))).compared).toEqual([4, BCRYPT_COST]);
  });

  it('the same with the password and a code sent together', async () => {
    const email = await account(4);
    const code = { code: '123456' };
    const none = await workOf(() => signInWithPasswordAndCode({ email: unknown(), password: wrong, ...code }, client));
    const known = await workOf(() => signInWithPasswordAndCode({ email, password: wrong, ...code }, client));
    expect(known.queries).toEqual(none.queries);
    expect(known.tasks).toEqual(none.tasks);
    await expect(signInWithPasswordAndCode({ email, password: wrong, ...code }, client)).rejects.toThrow(SIGN_IN_MESSAGES.failed);
  });
});
