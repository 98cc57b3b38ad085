// Whether an application's "received" email went out, and to which (masked) address, for the card and
// the profile: a mistyped address shows up there rather than as silence.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { maskEmail } from './mask-email';
import type { MailOwner } from './outbox';

export type ConfirmationStatus = { state: 'sent' | 'queued'; to: string; sentAt: Date | null } | null;

export async function confirmationStatus(owner: MailOwner): Promise<ConfirmationStatus> {
  const row = await db.mailOutbox.findFirst({
    where: { personType: owner.type, personId: owner.id, topic: 'registration-received' },
    select: { toAddress: true, sentAt: true },
    orderBy: { id: 'desc' },
  });
  if (!row) return null;
  return { state: row.sentAt ? 'sent' : 'queued', to: maskEmail(row.toAddress), sentAt: row.sentAt };
}
