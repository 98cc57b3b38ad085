// Runs in a worker thread of lib/auth/password-hash.ts's pool: bcrypt is pure CPU work (about 70 ms per
// hash at cost 10 on one core), so it must not run on the thread that answers requests. Plain JavaScript
// at a fixed path, so Node loads it as it is under `next start`, `next dev`, Vitest and the admin script.
import bcrypt from 'bcryptjs';

export function hash({ plain, cost }) {
  return bcrypt.hashSync(plain, cost);
}

export function verify({ plain, hash }) {
  return bcrypt.compareSync(plain, hash);
}
