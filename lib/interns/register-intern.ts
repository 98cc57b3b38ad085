// Creates an intern, all or nothing: the row with its bcrypt hash, application id and own referral
// code, and both documents (stored encrypted, recorded in the same transaction).
import 'server-only';
import { hashPassword } from '@/lib/auth/password-hash';
import { db } from '@/lib/db/client';
import { conflict } from '@/lib/http/errors';
import { applicationId } from '@/lib/ids/application-id';
import { newReferralCode } from '@/lib/ids/referral-code';
import type { CheckedRegistration } from '@/lib/registration/check-registration';
import { isUniqueViolation, MOBILE_TAKEN } from '@/lib/registration/errors';
import { withStoredDocuments } from '@/lib/registration/store-documents';
import { personColumns } from '@/lib/registration/person-columns';

export async function registerIntern(checked: CheckedRegistration): Promise<{ id: number }> {
  const { data } = checked;
  if (await db.intern.findUnique({ where: { mobileNo: data.mobileNumber }, select: { id: true } })) throw conflict(MOBILE_TAKEN);
  const passwordHash = await hashPassword(data.password);
  try {
    return await withStoredDocuments('interns', checked.documents, (stored) =>
      db.$transaction(async (tx) => {
        const intern = await tx.intern.create({
          data: {
            ...personColumns(checked, passwordHash, stored),
            referralCode: newReferralCode(),
          },
          select: { id: true },
        });
        await tx.intern.update({ where: { id: intern.id }, data: { applicationId: applicationId('intern', intern.id) } });
        return intern;
      }),
    );
  } catch (e) {
    if (isUniqueViolation(e, 'mobile')) throw conflict(MOBILE_TAKEN);
    throw e;
  }
}
