// Changing one's password on the profile. The current password is checked like a login: each check is
// counted per person before it is made (countAttempt, one atomic step, so parallel guesses cannot slip
// past), the 6th within 15 minutes is refused even if right, and wrong ones also count per client, so a
// session left open on a shared computer cannot be used to guess the password. A change ends every other
// session of the person in the same transaction; the caller's own stays (`exceptId`).
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { invalid, tooManyRequests, unauthenticated } from '@/lib/kernel/domain-errors';
import { consume, countAttempt, remainingWait, reset } from '@/lib/platform/rate-limit';
import { hashPassword, verifyPassword } from './password-hash';
import { endSessionsOf } from '@/lib/accounts/session-store';
import { PASSWORD_MESSAGES } from './password-rules';
import { PASSWORD_CHANGE_MESSAGES, type ChangePasswordInput } from '@/lib/accounts/password-change-schema';
import { passwordChangePerClient, passwordChangePerPerson, personKey } from './account-rate-limits';
import { isCommonPassword } from './password-hash';
import { mailPasswordChanged } from './password-mail';
import { getAccount, personalWords, setPasswordHash, type PersonRef } from './person-accounts';

const lockedOut = (wait: number) => tooManyRequests(wait, `Too many wrong passwords. Please try again in ${Math.ceil(wait / 60)} minutes.`);

/** `sessionId`: the caller's session, which stays signed in. */
export async function changePassword(person: PersonRef, input: ChangePasswordInput, ip: string, sessionId: string | null): Promise<void> {
  const clientWait = await remainingWait(passwordChangePerClient, ip);
  if (clientWait > 0) throw lockedOut(clientWait);
  await countAttempt(passwordChangePerPerson, personKey(person), lockedOut);
  const account = await getAccount(person);
  if (!account) throw unauthenticated();
  if (!(await verifyPassword(input.current_password, account.passwordHash))) {
    await consume(passwordChangePerClient, ip).catch(() => {});
    throw invalid(PASSWORD_CHANGE_MESSAGES.currentWrong, { current_password: PASSWORD_CHANGE_MESSAGES.currentWrong });
  }
  await reset(passwordChangePerPerson, personKey(person));
  if (await isCommonPassword(input.new_password, personalWords(account))) {
    throw invalid(PASSWORD_MESSAGES.common, { new_password: PASSWORD_MESSAGES.common });
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.$transaction(async (tx) => {
    await setPasswordHash(tx, account, passwordHash);
    await tx.passwordResetToken.deleteMany({ where: { personType: account.type, personId: account.id, usedAt: null } });
    await endSessionsOf(account, { exceptId: sessionId, tx });
    await mailPasswordChanged(tx, account, new Date());
  });
}
