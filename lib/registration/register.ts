// Registers an applicant, all or nothing: the row with its bcrypt hash and application id, an intern's
// own referral code or the member's referrer, and both documents (stored encrypted, recorded in the same
// transaction). The one place a registration happens, for both kinds. A member's code is checked again
// here: a code validated in the browser and changed afterwards is refused. The "received" mail is queued in
// the same transaction (lib/mail/notify.ts): a registration that fails sends nothing, one that succeeds
// cannot lose its mail.
import { message } from '@/lib/kernel/message';
import 'server-only';
import { hashPassword } from '@/lib/accounts/password-hash';
import { db } from '@/lib/platform/db/client';
import { conflict, invalid } from '@/lib/kernel/domain-errors';
import { applicationId } from '@/lib/kernel/application-id';
import { newReferralCode } from '@/lib/people/referral-code';
import type { CheckedRegistration } from '@/lib/registration/check-registration';
import { isUniqueViolation, MOBILE_TAKEN } from '@/lib/registration/errors';
import { documentRows, withStoredDocuments } from '@/lib/registration/store-documents';
import { REFERRAL_MESSAGES } from '@/lib/registration/referral-schema';
import { mailRegistrationReceived } from '@/lib/mail/notify';
import { applicantColumns } from './applicant-columns';
import type { Locale } from '@/lib/i18n/locales';
import type { ApplicantKind } from '../kernel/applicant-kinds';
import { findReferrer, isUsableReferrer, normaliseReferralCode } from '../people/referrals';

/** What ties the new applicant to the referral scheme: an intern's own code, or the member's referrer. */
async function referralColumns(kind: ApplicantKind, checked: CheckedRegistration) {
  if (kind === 'intern') return { referralCode: newReferralCode() };
  const code = normaliseReferralCode(checked.referralCode ?? '');
  const referrer = code ? await findReferrer(code) : null;
  if (!isUsableReferrer(referrer)) throw invalid(message(REFERRAL_MESSAGES.invalid, { message: message(REFERRAL_MESSAGES.notFound) }), { referralCode: REFERRAL_MESSAGES.notFound }, 'referral_not_found');
  return { referralCodeUsed: code, referrerId: referrer!.id };
}

export async function registerApplicant(kind: ApplicantKind, checked: CheckedRegistration, language: Locale = 'en'): Promise<{ id: number }> {
  const referral = await referralColumns(kind, checked);
  const mobileNo = checked.data.mobileNumber;
  if (await db.applicant.findUnique({ where: { kind_mobileNo: { kind, mobileNo } }, select: { id: true } })) throw conflict(MOBILE_TAKEN, 'mobile_taken');
  const passwordHash = await hashPassword(checked.data.password);
  try {
    return await withStoredDocuments(`${kind}s`, checked.documents, (stored) =>
      db.$transaction(async (tx) => {
        // The applicant and its documents in two inserts: Prisma's nested create would read the new row back once more.
        const row = await tx.applicant.create({ data: { kind, ...applicantColumns(checked, passwordHash), ...referral, language }, select: { id: true } });
        await tx.document.createMany({ data: documentRows(stored).map((d) => ({ ...d, applicantId: row.id })) });
        const done = await tx.applicant.update({
          where: { id: row.id }, data: { applicationId: applicationId(kind, row.id) }, select: { name: true, email: true, applicationId: true },
        });
        await mailRegistrationReceived(tx, { kind, id: row.id, name: done.name, email: done.email, applicationId: done.applicationId!, language });
        return row;
      }), // a burst (a college lab) may queue for a pooled connection: the client's maxWait (SERVER_LIMITS.transactionMaxWaitMs)
    );
  } catch (e) {
    // Two registrations with one number at once: the unique (kind, mobile) constraint decides.
    if (isUniqueViolation(e, 'mobile')) throw conflict(MOBILE_TAKEN, 'mobile_taken');
    throw e;
  }
}
