// "Forgot password?" and the reset link. Asking for a link answers the same whether or not the number
// is registered or has an email (the route says so in one message), takes about the same time, and is
// limited per number and per client so nobody can flood a mailbox or probe numbers. Using the link
// sets the password, ends every session of that person and sends the "password changed" notice.
import 'server-only';
import bcrypt from 'bcryptjs';
import { db } from '@/lib/db/client';
import { badRequest } from '@/lib/http/errors';
import { consume, createLimiter } from '@/lib/http/rate-limit';
import { BCRYPT_COST } from '@/lib/interns/register-intern';
import { PASSWORD_CHANGE_MESSAGES, type ForgotPasswordInput, type ResetPasswordInput } from '@/lib/validation/password';
import { endSessionsOf } from './end-sessions';
import { mailPasswordChanged, mailResetLink } from './password-mail';
import { findAccountByMobile, getAccount, setPasswordHash } from './person-accounts';
import { consumeResetToken, isUsableResetToken, issueResetToken, SELF_SERVICE_TTL_MS } from './reset-tokens';

const perNumber = createLimiter('reset-number', 3, 60 * 60);
const perClient = createLimiter('reset-client', 20, 60 * 60);
// Unknown numbers answer no faster than known ones: every answer takes at least this long.
const MIN_ANSWER_MS = 300;

export async function requestPasswordReset({ type, mobile_no }: ForgotPasswordInput, ip: string): Promise<void> {
  const started = Date.now();
  await consume(perClient, ip);
  await consume(perNumber, `${type}:${mobile_no}`);
  const account = await findAccountByMobile(type, mobile_no);
  if (account?.email) {
    await db.$transaction(async (tx) => {
      const reset = await issueResetToken(tx, account, { ttlMs: SELF_SERVICE_TTL_MS, issuedBy: 'self' });
      await mailResetLink(tx, account, reset);
    });
  }
  const wait = MIN_ANSWER_MS - (Date.now() - started);
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

const invalidToken = () => badRequest(PASSWORD_CHANGE_MESSAGES.resetInvalid, { token: PASSWORD_CHANGE_MESSAGES.resetInvalid });

export async function resetPassword({ token, password }: ResetPasswordInput): Promise<void> {
  // A forged or stale token is refused before the (deliberately slow) hashing; using it stays atomic below.
  if (!(await isUsableResetToken(db, token))) throw invalidToken();
  const passwordHash = await bcrypt.hash(password, BCRYPT_COST);
  const done = await db.$transaction(async (tx) => {
    const owner = await consumeResetToken(tx, token);
    const account = owner && (await getAccount(owner, tx));
    if (!account) return false;
    await setPasswordHash(tx, account, passwordHash);
    // Other links of this person die with this one, and so does every session.
    await tx.passwordResetToken.deleteMany({ where: { personType: account.type, personId: account.id, usedAt: null } });
    const at = await endSessionsOf(account, tx);
    await mailPasswordChanged(tx, account, at);
    return true;
  });
  if (!done) throw invalidToken();
}
