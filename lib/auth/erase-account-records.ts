// What erasure on request must also remove for a person: their queued and sent mail records, reset
// tokens and session cutoff (tables that name a person without a foreign key).
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';

export async function eraseAccountRecords(tx: Prisma.TransactionClient, person: { type: string; id: number }) {
  const who = { personType: person.type, personId: person.id };
  await tx.mailOutbox.deleteMany({ where: who });
  await tx.passwordResetToken.deleteMany({ where: who });
  await tx.sessionCutoff.deleteMany({ where: who });
}
