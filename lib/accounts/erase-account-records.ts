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
  let certificates = 0;
  for (const s of certificateSubjects) certificates += await eraseCertificateHolder(tx, s.kind, s.subjectId);
  return { mails: mails.count, resetTokens: resetTokens.count, certificates };
}
