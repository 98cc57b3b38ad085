// Runs in a worker thread of lib/accounts/password-hash.ts's pool: the CPU-heavy password work, so that it never
// runs on the thread that answers requests. bcrypt (about 70 ms per hash at cost 10 on one core with the native
// binding) and the guessability check (zxcvbn, a few ms, and dictionaries of several MB loaded once per
// thread). Plain JavaScript at a fixed path, so Node loads it as it is under `next start`, `next dev`, Vitest and
// the admin script.
import os from 'node:os';
import bcrypt from 'bcrypt';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

// A lower scheduling priority for this thread only (on Linux, setpriority on the calling thread): when the
// machine is busy, answering a page or moving a request along comes before the next hash. A hash then waits
// a little; nothing else does. Not allowed everywhere (some containers forbid it): then the default stays.
try { os.setPriority(0, 10); } catch { /* keep the default priority */ }

export function hash({ plain, cost }) {
  return bcrypt.hashSync(plain, cost);
}

export function verify({ plain, hash }) {
  return bcrypt.compareSync(plain, hash);
}

const costOf = (hash) => Number(/^\$2[aby]?\$(\d\d)\$/.exec(hash)?.[1] ?? 0);

/**
 * A sign-in's check (password-hash.ts verifySignInPassword), whole in one task: the account's hash, or the dummy
 * (at `cost`) when there is none, plus the dummy after an account's cheaper hash. Every path hashes once at `cost`.
 */
export function verifySignIn({ plain, hash, dummy, cost }) {
  const ok = hash ? bcrypt.compareSync(plain, hash) : false;
  if (!hash || costOf(hash) < cost) bcrypt.compareSync(plain, dummy);
  return ok;
}

// zxcvbn's common-password and name dictionaries (@zxcvbn-ts/language-common) also catch leetspeak, keyboard
// walks and "Word@1" patterns that pass the spec's composition rule. Its score 2 means "somewhat guessable:
// protection from throttled online attacks" (about 10^8 guesses), which is what the rate-limited login form
// faces; scores 0 and 1 are found within a million guesses.
const MIN_SCORE = 2;
// Built when the thread starts (about 170 ms of loading and first-use compilation), not on the first check:
// the pool starts its threads with the server, so no registration waits for it.
const checker = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
checker.check('warm-up', []);
export function isCommon({ password, personal }) {
  return checker.check(password, personal.filter(Boolean)).score < MIN_SCORE;
}
