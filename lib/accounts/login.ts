// Checks a mobile number and password. A wrong number and a wrong password take the same time and
// give the same answer, so the form does not reveal who is registered. The attempt is counted against the
// number before the password is checked, in one atomic step, so however attempts are spread over time,
// addresses and parallel connections, at most 5 are checked per number in 15 minutes; the rest get 429
// until the window passes. A successful login clears the count. Failures are also counted per client
// address, generously (a college lab shares one), as lib/limits.ts sets, in the same way: the point is taken
// before the password is checked and given back on success, so a burst of parallel guesses from one address
// cannot all be checked before the first failure is counted. Each failure slows the next answer.
import { metrics } from '@/lib/platform/metrics';
import 'server-only';
import { verifySignInPassword } from '@/lib/accounts/password-hash';
import { db } from '@/lib/platform/db/client';
import { tooManyRequests, unauthenticated } from '@/lib/kernel/domain-errors';
import { countAttempt, refund, reset } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS } from '@/lib/limits';
import { loginNumberKey } from './login-rate-limit';
import { LOGIN_MESSAGES, lockedOutMessage, type LoginInput } from '@/lib/accounts/login-schema';

const perNumber = limiterFor(LIMITS.loginFailuresPerNumber);
const perClient = limiterFor(LIMITS.loginFailuresPerAddress);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const lockedOut = (wait: number) => tooManyRequests(wait, lockedOutMessage(wait), 'login_locked');

export async function login({ type, mobile_no, password }: LoginInput, ip: string) {
  const numberKey = loginNumberKey(type, mobile_no);
  await countAttempt(perClient, ip, lockedOut);
  const attempt = await countAttempt(perNumber, numberKey, lockedOut);

  const user = await db.applicant.findUnique({ where: { kind_mobileNo: { kind: type, mobileNo: mobile_no } }, select: { id: true, passwordHash: true } });
  const ok = await verifySignInPassword(password, user?.passwordHash); // as long for an unknown number
  if (!user || !ok) {
    await sleep(Math.min(attempt * 200, 1500)); // slowed, more with each failure
    metrics().logins.inc({ outcome: 'refused' });
    throw unauthenticated(LOGIN_MESSAGES.failed, 'login_failed');
  }
  await Promise.all([reset(perNumber, numberKey), refund(perClient, ip)]);
  metrics().logins.inc({ outcome: 'success' });
  return { type, id: user.id };
}
