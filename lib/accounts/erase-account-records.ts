// What erasing a person (lib/people/erase.ts) or an institution (lib/institutions/erase.ts) must also
// remove: their mail (the outbox keeps the address and subject) and their password reset tokens. These
// tables name a person without a foreign key, so nothing cascades: this is the one place that knows them.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { MailOwner } from '@/lib/mail/outbox';
import { eraseCertificateHolder } from '@/lib/certificates/certificates';

export async function eraseAccountRecords(tx: Prisma.TransactionClient, owner: MailOwner): Promise<{ mails: number; resetTokens: number }> {
  const who = { personType: owner.type, personId: owner.id };
  const mails = await tx.mailOutbox.deleteMany({ where: who });
  const resetTokens = await tx.passwordResetToken.deleteMany({ where: who });
  if (owner.type === 'intern') await eraseInternshipHistory(tx, owner.id);
  return { mails: mails.count, resetTokens: resetTokens.count };
}

/**
 * An intern's internships, their letters and logs go with the applicant's row (ON DELETE CASCADE), the letter files
 * with their documents. Their history in the audit trail stays, as the record that staff acted, but without what
 * was written about the person (a reason for declining, for a returned letter or log, for ending early). A
 * completion certificate stays, numbered, without the name: /verify says the holder's data was erased.
 */
async function eraseInternshipHistory(tx: Prisma.TransactionClient, applicantId: number) {
  const internships = await tx.internship.findMany({ where: { applicantId }, select: { id: true } });
  if (!internships.length) return;
  for (const { id } of internships) await eraseCertificateHolder(tx, 'internship_completion', id);
  await tx.staffAction.updateMany({ where: { entityType: 'internship', entityId: { in: internships.map((i) => i.id) } }, data: { detail: { erased: true } } });
}
