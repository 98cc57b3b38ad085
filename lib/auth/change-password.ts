// Changing one's password on the profile. The current password is checked like a login: wrong guesses
// are counted per person and per client, and the 6th within 15 minutes is refused even if right, so a
// session left open on a shared computer cannot be used to guess the password. A change ends every
// other session of the person; the caller keeps its own (lib/auth/end-sessions.ts).
import 'server-only';
import bcrypt from 'bcryptjs';
import { db } from '@/lib/db/client';
import { badRequest, tooManyRequests, unauthorized } from '@/lib/http/errors';
import { consume, createLimiter, remainingWait, reset } from '@/lib/http/rate-limit';
import { BCRYPT_COST } from '@/lib/interns/register-intern';
import { PASSWORD_CHANGE_MESSAGES, type ChangePasswordInput } from '@/lib/validation/password';
import { endSessionsOf } from './end-sessions';
import { mailPasswordChanged } from './password-mail';
import { getAccount, setPasswordHash, type PersonRef } from './person-accounts';

const perPerson = createLimiter('password-change-person', 5, 15 * 60, 15 * 60);
const perClient = createLimiter('password-change-client', 20, 15 * 60, 15 * 60);

/** Returns the moment other sessions were ended. */
export async function changePassword(person: PersonRef, input: ChangePasswordInput, ip: string): Promise<Date> {
  const key = `${person.type}:${person.id}`;
  const wait = Math.max(await remainingWait(perPerson, key), await remainingWait(perClient, ip));
  if (wait > 0) throw tooManyRequests(wait, `Too many wrong passwords. Please try again in ${Math.ceil(wait / 60)} minutes.`);
  const account = await getAccount(person);
  if (!account) throw unauthorized();
  if (!(await bcrypt.compare(input.current_password, account.passwordHash))) {
    await consume(perPerson, key).catch(() => {});
    await consume(perClient, ip).catch(() => {});
    throw badRequest(PASSWORD_CHANGE_MESSAGES.currentWrong, { current_password: PASSWORD_CHANGE_MESSAGES.currentWrong });
  }
  await reset(perPerson, key);
  const passwordHash = await bcrypt.hash(input.new_password, BCRYPT_COST);
  return db.$transaction(async (tx) => {
    await setPasswordHash(tx, account, passwordHash);
    await tx.passwordResetToken.deleteMany({ where: { personType: account.type, personId: account.id, usedAt: null } });
    const at = await endSessionsOf(account, tx);
    await mailPasswordChanged(tx, account, at);
    return at;
  });
}
