// Changing one's password on the profile. The current password is checked like a login: each check is
// counted per person before it is made (countAttempt, one atomic step, so parallel guesses cannot slip
// past), the 6th within 15 minutes is refused even if right, and wrong ones also count per client, so a
// session left open on a shared computer cannot be used to guess the password. A change ends every session
// of the person in the same transaction, the caller's too: a stolen copy of the caller's cookie must not
// survive it. The route then signs the caller in again under a new token.
import { message } from '@/lib/kernel/message';
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { invalid, tooManyRequests, unauthenticated } from '@/lib/kernel/domain-errors';
import { countAttempt, refund, reset } from '@/lib/platform/rate-limit';
import { hashPassword, verifyPassword } from './password-hash';
import { endSessionsOf } from '@/lib/accounts/session-store';
import { PASSWORD_MESSAGES } from './password-rules';
import { PASSWORD_CHANGE_MESSAGES, type ChangePasswordInput } from '@/lib/accounts/password-change-schema';
import { passwordChangePerClient, passwordChangePerPerson, personKey } from './account-rate-limits';
import { isCommonPassword } from './password-hash';
import { mailPasswordChanged } from './password-mail';
import { getAccount, personalWords, setPasswordHash, type PersonRef } from './person-accounts';

const lockedOut = (wait: number) => tooManyRequests(wait, message('Too many wrong passwords. Please try again in {minutes} minutes.', { minutes: Math.ceil(wait / 60) }));

export async function changePassword(person: PersonRef, input: ChangePasswordInput, ip: string): Promise<void> {
  // Counted before the check, per client and per person (refunded / cleared when right), as logins are.
  await countAttempt(passwordChangePerClient, ip, lockedOut);
  await countAttempt(passwordChangePerPerson, personKey(person), lockedOut);
  const account = await getAccount(person);
  if (!account) throw unauthenticated();
  if (!(await verifyPassword(input.current_password, account.passwordHash))) {
    throw invalid(PASSWORD_CHANGE_MESSAGES.currentWrong, { current_password: PASSWORD_CHANGE_MESSAGES.currentWrong }, 'password_wrong');
  }
  await Promise.all([reset(passwordChangePerPerson, personKey(person)), refund(passwordChangePerClient, ip)]);
  if (await isCommonPassword(input.new_password, personalWords(account))) {
    throw invalid(PASSWORD_MESSAGES.common, { new_password: PASSWORD_MESSAGES.common }, 'password_common');
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.$transaction(async (tx) => {
    await setPasswordHash(tx, account, passwordHash);
    await tx.passwordResetToken.deleteMany({ where: { personType: account.type, personId: account.id, usedAt: null } });
    await endSessionsOf(account, { tx });
    await mailPasswordChanged(tx, account, new Date());
  });
}
