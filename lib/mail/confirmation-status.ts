// Whether an application's "received" email went out, and to which (masked) address, for the card and
// the profile: a mistyped address shows up there rather than as silence.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { maskEmail } from './mask-email';
import type { MailOwner } from './outbox';

/** The card's words when the confirmation mail was held back (lib/mail/notify.ts). */
export const MAIL_HELD_NOTE = 'Confirmation email not sent: your registration is saved, and this card is your confirmation.';

export type ConfirmationStatus = { state: 'sent' | 'queued' | 'held'; to: string; sentAt: Date | null } | null;

export async function confirmationStatus(owner: MailOwner): Promise<ConfirmationStatus> {
  const row = await db.mailOutbox.findFirst({
    where: { personType: owner.type, personId: owner.id, topic: { in: ['registration-received', 'registration-held'] } },
    select: { toAddress: true, sentAt: true, topic: true },
    orderBy: { id: 'desc' },
  });
  if (!row) return null;
  const state = row.topic === 'registration-held' ? 'held' : row.sentAt ? 'sent' : 'queued';
  return { state, to: maskEmail(row.toAddress), sentAt: row.sentAt };
}
