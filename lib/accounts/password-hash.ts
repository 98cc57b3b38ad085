// Every bcrypt hash and check (registration, login, password change and reset) and every guessability check of a
// new password, off the request thread: they run in a pool of worker threads (one per core, at a lower priority),
// so ten registrations at once use both cores and a static page still answers while they hash. Hashes are
// ordinary bcrypt ($2b$, cost BCRYPT_COST): every existing hash verifies. docs/decisions/014.
import 'server-only';
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';

export const BCRYPT_COST = 10;

// Resolved from the project root, not from this module: Next bundles this file into .next/server, where a
// path relative to it would point nowhere. Every way of running the app starts in the project root.
const WORKER_FILE = path.join(process.cwd(), 'lib', 'accounts', 'password-hash-worker.mjs');

// One pool per process, kept on globalThis: Next.js bundles instrumentation.ts (which starts it) apart from the
// route handlers (which use it), and each bundle would otherwise hold a pool of its own.
const globalForPool = globalThis as unknown as { passwordPool?: Piscina };
function hashPool() {
  const threads = Math.max(1, os.availableParallelism());
  // Every thread starts with the pool and stays: a thread's start (loading bcrypt and zxcvbn's dictionaries,
  // about 170 ms of CPU) would otherwise fall on the first registrations after a quiet spell, as they queue.
  // Idle threads do not keep a process alive (Piscina unrefs them), so scripts and tests still end on their own.
  return (globalForPool.passwordPool ??= new Piscina({ filename: WORKER_FILE, maxThreads: threads, minThreads: threads }));
}

/** Starts the pool's threads now (the server does, at start), so the first password to check finds them ready. */
export function startPasswordWorkers() {
  hashPool();
}

export function hashPassword(plain: string): Promise<string> {
  return hashPool().run({ plain, cost: BCRYPT_COST }, { name: 'hash' });
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return hashPool().run({ plain, hash }, { name: 'verify' });
}

// A cost-10 hash of a random, forgotten password. A constant, so nothing is hashed when a module loads.
const DUMMY_HASH = '$2b$10$92vAUkHY4gX1IxVxPPtifeVQdOuDvVXm6mR7cRLh4uAtXWE3xJxOC';

/**
 * A sign-in's password check, which costs one hash at BCRYPT_COST whether the account exists or not, so the time
 * an answer takes does not tell: with no account (`hash` null) the dummy hash is checked; an account whose hash
 * was made cheaper (an older cost, a test's fixture) also checks the dummy after its own. All of it in one task of
 * the pool (the worker's `verifySignIn`), as many for every path: a cheap hash took two tasks, each waiting its turn
 * in a busy pool, and no account one (issue 39, B8; decision 019, "Sign-in timing").
 */
export function verifySignInPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  return hashPool().run({ plain, hash: hash ?? null, dummy: DUMMY_HASH, cost: BCRYPT_COST }, { name: 'verifySignIn' });
}

/**
 * True when a new password is too guessable: it appears in (or is a small variation of) the lists attackers try
 * first, or is made of the applicant's own details (name, email, mobile: `personal`). Server-only: the
 * dictionaries are too large for the browser, so the form shows the server's message at the password field.
 */
export function isCommonPassword(password: string, personal: string[] = []): Promise<boolean> {
  return hashPool().run({ password, personal }, { name: 'isCommon' });
}
