// Checks a mobile number and password. A wrong number and a wrong password take the same time and
// give the same answer, so the form does not reveal who is registered. Failures are counted per
// number and per client: each failure slows the next answer, and the 6th within 15 minutes is refused.
import 'server-only';
import { verifyPassword } from '@/lib/auth/password-hash';
import { db } from '@/lib/db/client';
import { HttpError, tooManyRequests } from '@/lib/http/errors';
import { createLimiter, consume, remainingWait, reset } from '@/lib/http/rate-limit';
import { LOGIN_MESSAGES, type LoginInput } from '@/lib/validation/login';

const perNumber = createLimiter('login-number', 5, 15 * 60, 15 * 60);
const perClient = createLimiter('login-client', 20, 15 * 60, 15 * 60);
// A cost-10 hash of a random, forgotten password, compared against when the number is unknown (equal
// timing). A constant, so nothing is hashed on the request thread when the module loads.
const DUMMY_HASH = '$2b$10$92vAUkHY4gX1IxVxPPtifeVQdOuDvVXm6mR7cRLh4uAtXWE3xJxOC';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function login({ type, mobile_no, password }: LoginInput, ip: string) {
  const numberKey = `${type}:${mobile_no}`;
  const wait = Math.max(await remainingWait(perNumber, numberKey), await remainingWait(perClient, ip));
  if (wait > 0) throw tooManyRequests(wait, `Too many failed attempts. Please try again in ${Math.ceil(wait / 60)} minutes.`);

  const user = type === 'intern'
    ? await db.intern.findUnique({ where: { mobileNo: mobile_no }, select: { id: true, passwordHash: true } })
    : await db.member.findUnique({ where: { mobileNo: mobile_no }, select: { id: true, passwordHash: true } });
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) {
    const failures = ((await perNumber().get(numberKey))?.consumedPoints ?? 0) + 1;
    await consume(perNumber, numberKey).catch(() => {});
    await consume(perClient, ip).catch(() => {});
    await sleep(Math.min(failures * 200, 1500)); // slowed, more with each failure
    throw new HttpError(401, LOGIN_MESSAGES.failed);
  }
  await reset(perNumber, numberKey);
  return { type, id: user.id };
}
