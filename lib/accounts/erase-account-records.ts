// What erasing a person (lib/people/erase.ts) or an institution (lib/institutions/erase.ts) must also
// remove: their mail (the outbox keeps the address and subject) and their password reset tokens. These
// tables name a person without a foreign key, so nothing cascades: this is the one place that knows them.
// Certificates are kept (they are evidence, docs/decisions/023) with the holder's name blanked: the erasing
// feature names the subjects it issued them for (an internship, an event registration).
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { MailOwner } from '@/lib/mail/outbox';
import { eraseCertificateHolder } from '@/lib/certificates/certificates';
import type { CertificateKind } from '@/lib/certificates/kinds';

export type CertificateSubject = { kind: CertificateKind; subjectId: number };

export async function eraseAccountRecords(
  tx: Prisma.TransactionClient,
  owner: MailOwner,
  certificateSubjects: readonly CertificateSubject[] = [],
): Promise<{ mails: number; resetTokens: number; certificates: number }> {
  const who = { personType: owner.type, personId: owner.id };
  const mails = await tx.mailOutbox.deleteMany({ where: who });
  const resetTokens = await tx.passwordResetToken.deleteMany({ where: who });
  // An intern's internships name their completion certificates: this module knows them (no feature below it does).
  const internships = owner.type === 'intern' ? await eraseInternshipHistory(tx, owner.id) : [];
  let certificates = 0;
  for (const s of [...certificateSubjects, ...internships]) certificates += await eraseCertificateHolder(tx, s.kind, s.subjectId);
  return { mails: mails.count, resetTokens: resetTokens.count, certificates };
}

/**
 * An intern's internships, their letters and logs go with the applicant's row (ON DELETE CASCADE), the letter files
 * with their documents. Their history in the audit trail stays, as the record that staff acted, but without what
 * was written about the person (a reason for declining, for a returned letter or log, for ending early). A
 * completion certificate stays, numbered, without the name: /verify says the holder's data was erased.
 */
async function eraseInternshipHistory(tx: Prisma.TransactionClient, applicantId: number): Promise<CertificateSubject[]> {
  const internships = await tx.internship.findMany({ where: { applicantId }, select: { id: true } });
  if (!internships.length) return [];
  await tx.staffAction.updateMany({ where: { entityType: 'internship', entityId: { in: internships.map((i) => i.id) } }, data: { detail: { erased: true } } });
  return internships.map((i) => ({ kind: 'internship_completion', subjectId: i.id }));
}
