// What erasing a person (lib/people/erase.ts) or an institution (lib/institutions/erase.ts) must also
// remove: their mail (the outbox keeps the address and subject) and their password reset tokens. These
// tables name a person without a foreign key, so nothing cascades: this is the one place that knows them.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { MailOwner } from '@/lib/mail/outbox';

export async function eraseAccountRecords(tx: Prisma.TransactionClient, owner: MailOwner): Promise<{ mails: number; resetTokens: number }> {
  const who = { personType: owner.type, personId: owner.id };
  const mails = await tx.mailOutbox.deleteMany({ where: who });
  const resetTokens = await tx.passwordResetToken.deleteMany({ where: who });
  return { mails: mails.count, resetTokens: resetTokens.count };
}
