// Erasing one email address's event registrations on request (docs/personal-data.md), with the rest of what it sent
// through the public site (`submissions erase --email`, the staff inbox's erase): each place still standing is
// cancelled first (a seat freed before the event goes to the waitlist, as any cancellation), then the name, email,
// mobile and organisation are blanked and the row marked erased; the ticket code stays (random, it names nobody) so
// the counts and any check-in rows stay whole. The mails about those places go (the certificate mails too: their body
// and PDF name the holder), and the attendance certificates keep their number and lose the holder's name
// (lib/certificates). The audit entry keeps counts and the reason only.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { audit } from '@/lib/review/audit';
import { eraseCertificateHolder } from '@/lib/certificates/certificates';
import { lockEvent } from './event-lock';
import { promoteNext, publishingLabelChange } from './cancel-registration';

export async function eraseRegistrationsByEmail(email: string, staff: string, reason: string, now = new Date()): Promise<{ registrations: number }> {
  const address = email.trim().toLowerCase();
  const found = await db.eventRegistration.findMany({ where: { email: address, erasedAt: null }, select: { id: true, eventId: true } });
  for (const r of found) {
    await db.$transaction(async (tx) => {
      const event = (await lockEvent(tx, r.eventId))!;
      const row = await tx.eventRegistration.findUniqueOrThrow({ where: { id: r.id }, select: { status: true } });
      await publishingLabelChange(tx, event, now, async () => {
        await tx.eventRegistration.update({
          where: { id: r.id },
          data: {
            name: '', email: '', mobile: '', organisation: null, erasedAt: now, waitlistPosition: null,
            ...(row.status === 'cancelled' ? {} : { status: 'cancelled', cancelledAt: now, cancelledBy: 'erased' }),
          },
        });
        if (row.status === 'registered' && event.status === 'published' && now < event.startsAt) await promoteNext(tx, event.id, event.capacity, now);
      });
      await eraseCertificateHolder(tx, 'event_attendance', r.id, now);
    });
  }
  await db.$transaction(async (tx) => {
    await tx.mailOutbox.deleteMany({ where: { topic: { in: ['event-registration', 'event-certificate'] }, toAddress: { equals: address, mode: 'insensitive' } } });
    if (found.length) await audit(tx, { staff, action: 'event-registrations.erase', entityType: 'event_registration', detail: { registrations: found.length, reason: reason.trim() } });
  });
  return { registrations: found.length };
}
