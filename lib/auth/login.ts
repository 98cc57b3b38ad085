// Checks a mobile number and password. A wrong number and a wrong password take the same time and
// give the same answer, so the form does not reveal who is registered. Failures are counted per
// number (strict) and per client address (generous: a college lab shares one), as lib/limits.ts sets;
// each failure slows the next answer.
import 'server-only';
import bcrypt from 'bcryptjs';
import { db } from '@/lib/db/client';
import { HttpError, tooManyRequests } from '@/lib/http/errors';
import { consume, remainingWait, reset } from '@/lib/http/rate-limit';
import { limiterFor } from '@/lib/http/limiter-for';
import { LIMITS } from '@/lib/limits';
import { LOGIN_MESSAGES, type LoginInput } from '@/lib/validation/login';

const perNumber = limiterFor(LIMITS.loginFailuresPerNumber);
const perClient = limiterFor(LIMITS.loginFailuresPerAddress);
// A hash of a random password, compared against when the number is unknown (equal timing).
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password-Aa1@', 10);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function login({ type, mobile_no, password }: LoginInput, ip: string) {
  const numberKey = `${type}:${mobile_no}`;
  const wait = Math.max(await remainingWait(perNumber, numberKey), await remainingWait(perClient, ip));
  if (wait > 0) throw tooManyRequests(wait, `Too many failed attempts. Please try again in ${Math.ceil(wait / 60)} minutes.`);

  const user = type === 'intern'
    ? await db.intern.findUnique({ where: { mobileNo: mobile_no }, select: { id: true, passwordHash: true } })
    : await db.member.findUnique({ where: { mobileNo: mobile_no }, select: { id: true, passwordHash: true } });
  const ok = await bcrypt.compare(password, user?.passwordHash ?? DUMMY_HASH);
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
