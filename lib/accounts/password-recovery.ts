// "Forgot password?" and the reset link. Asking for a link answers the same whether or not the number
// is registered or has an email (the route says so in one message), takes about the same time, and is
// limited per number and per client so nobody can flood a mailbox or probe numbers. Using the link
// sets the password, ends every session of that person, clears the number's login lockout (a stranger's
// wrong passwords must not keep the owner out once they have proved they own the mailbox) and sends the
// "password changed" notice.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { invalid, RateLimitedError } from '@/lib/kernel/domain-errors';
import { consume, reset } from '@/lib/platform/rate-limit';
import { limiterFor } from '@/lib/platform/limiter-for';
import { LIMITS } from '@/lib/limits';
import { loginNumberKey } from './login-rate-limit';
import { hashPassword } from './password-hash';
import { endSessionsOf } from '@/lib/accounts/session-store';
import { PASSWORD_MESSAGES } from './password-rules';
import { PASSWORD_CHANGE_MESSAGES, type ForgotPasswordInput, type ResetPasswordInput } from '@/lib/accounts/password-change-schema';
import { mailNumberKey, numberKey, resetMailsPerNumber, resetPerClient, resetPerNumber } from './account-rate-limits';
import { isCommonPassword } from './password-hash';
import { mailPasswordChanged, mailResetLink } from './password-mail';
import { findAccountByMobile, getAccount, personalWords, setPasswordHash, type PersonRef } from './person-accounts';
import { consumeResetToken, issueResetToken, resetTokenOwner, SELF_SERVICE, SELF_SERVICE_TTL_MS } from './reset-tokens';

const loginPerNumber = limiterFor(LIMITS.loginFailuresPerNumber);
const mayMail = (account: PersonRef) => consume(resetMailsPerNumber, mailNumberKey(account)).then(() => true, (e) => {
  if (e instanceof RateLimitedError) return false;
  throw e;
});

// Unknown numbers answer no faster than known ones: every answer takes at least this long.
const MIN_ANSWER_MS = 300;

export async function requestPasswordReset({ type, mobile_no }: ForgotPasswordInput, ip: string): Promise<void> {
  const started = Date.now();
  await consume(resetPerClient, ip);
  await consume(resetPerNumber, numberKey(type, mobile_no, ip));
  const account = await findAccountByMobile(type, mobile_no);
  if (account?.email && (await mayMail(account))) {
    await db.$transaction(async (tx) => {
      const reset = await issueResetToken(tx, account, { ttlMs: SELF_SERVICE_TTL_MS, issuedBy: SELF_SERVICE });
      await mailResetLink(tx, account, reset);
    });
  }
  const wait = MIN_ANSWER_MS - (Date.now() - started);
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

const invalidToken = () => invalid(PASSWORD_CHANGE_MESSAGES.resetInvalid, { token: PASSWORD_CHANGE_MESSAGES.resetInvalid }, 'reset_link_invalid');

export async function resetPassword({ token, password }: ResetPasswordInput): Promise<void> {
  // A forged or stale token is refused before the (deliberately slow) hashing; using it stays atomic below.
  const owner = await resetTokenOwner(db, token);
  const current = owner && (await getAccount(owner));
  if (!current) throw invalidToken();
  if (await isCommonPassword(password, personalWords(current))) throw invalid(PASSWORD_MESSAGES.common, { password: PASSWORD_MESSAGES.common }, 'password_common');
  const passwordHash = await hashPassword(password);
  const done = await db.$transaction(async (tx) => {
    const used = await consumeResetToken(tx, token);
    const account = used && (await getAccount(used, tx));
    if (!account) return null;
    await setPasswordHash(tx, account, passwordHash);
    // Other links of this person die with this one, and so does every session (this browser's too).
    await tx.passwordResetToken.deleteMany({ where: { personType: account.type, personId: account.id, usedAt: null } });
    await endSessionsOf(account, { tx });
    await mailPasswordChanged(tx, account, new Date());
    return account;
  });
  if (!done) throw invalidToken();
  await reset(loginPerNumber, loginNumberKey(done.type, done.mobileNo));
}
