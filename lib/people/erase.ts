// Erases an applicant on request: their row, their document rows, the files, the rate-limit counters of
// their number and email, their sessions, their mail in the outbox and their reset tokens. Only an audit entry
// remains, holding the application id and who asked, and no personal data. Members an intern referred
// keep their membership; the link to the erased intern is cleared (ON DELETE SET NULL).
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { notFound } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import { requireReason } from '@/lib/review/decide';
import { eraseFiles } from '@/lib/documents/erase-files';
import { loginRateLimitKey } from '@/lib/accounts/login-rate-limit';
import { accountRateLimitKeys } from '@/lib/accounts/account-rate-limits';
import { eraseAccountRecords } from '@/lib/accounts/erase-account-records';
import { endSessionsOf } from '@/lib/accounts/session-store';
import { emailRateLimitKeys } from '@/lib/public-forms/spam-guard';
import { registrationMailRateLimitKey } from '@/lib/mail/notify';
import type { ApplicantKind } from '../kernel/applicant-kinds';

export async function eraseApplicant(kind: ApplicantKind, id: number, staff: string, reason: string) {
  const why = requireReason(reason, 'Erasing needs a reason (e.g. "request by email of 2026-11-20"): --reason "..."');
  const applicant = await db.applicant.findFirst({ where: { id, kind }, select: { applicationId: true, mobileNo: true, email: true, documents: { select: { storageKey: true, store: true } } } });
  if (!applicant) throw notFound(`No ${kind} with id ${id}.`);
  await db.$transaction(async (tx) => {
    // Before the row: an intern's internships (which the row's delete cascades to) name their certificates.
    await eraseAccountRecords(tx, { type: kind, id });
    await tx.applicant.delete({ where: { id } });
    // Counters are keyed by an HMAC of the mobile number or email: recomputed here, they go too.
    const keys = [loginRateLimitKey(kind, applicant.mobileNo), ...accountRateLimitKeys({ type: kind, id }), ...emailRateLimitKeys(applicant.email), registrationMailRateLimitKey(applicant.email)];
    await tx.rateLimit.deleteMany({ where: { key: { in: keys } } });
    await endSessionsOf({ type: kind, id }, { tx });
    await audit(tx, { staff, action: `${kind}.erase`, entityType: kind, entityId: id, detail: { applicationId: applicant.applicationId, reason: why } });
  });
  // Files go after the rows: a crash in between leaves an unreferenced ciphertext, never a row without its file.
  const files = await eraseFiles(applicant.documents);
  return { applicationId: applicant.applicationId, files };
}
