// Runs in a worker thread of lib/auth/password-hash.ts's pool: bcrypt is pure CPU work (about 70 ms per
// hash at cost 10 on one core with the native binding), so it must not run on the thread that answers requests.
// Plain JavaScript at a fixed path, so Node loads it as it is under `next start`, `next dev`, Vitest and the
// admin script.
import os from 'node:os';
import bcrypt from 'bcrypt';

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
