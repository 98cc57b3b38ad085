// Erasing what one email address sent through the public forms (contact messages, community sign-ups, the
// newsletter subscription, partnership requests, impact stories, offers to volunteer or mentor) and the counters that limited it. The audit
// entry records how many rows went and why, never the address itself.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { audit } from '@/lib/review/audit';
import { emailRateLimitKeys, normaliseEmail } from './spam-guard';

export type ErasedSubmissions = {
  contactMessages: number; communitySignups: number; newsletter: number; partnershipRequests: number; impactStories: number; helpOffers: number;
  rateLimitCounters: number;
};

export async function eraseSubmissionsByEmail(email: string, staff: string, reason: string): Promise<ErasedSubmissions> {
  const address = normaliseEmail(email);
  // Stored as typed (only the newsletter lowercases), so compare without case.
  const byEmail = { email: { equals: address, mode: 'insensitive' as const } };
  return db.$transaction(async (tx) => {
    const counts: ErasedSubmissions = {
      contactMessages: (await tx.contactMessage.deleteMany({ where: byEmail })).count,
      communitySignups: (await tx.communitySignup.deleteMany({ where: byEmail })).count,
      newsletter: (await tx.newsletterSubscription.deleteMany({ where: byEmail })).count,
      partnershipRequests: (await tx.partnershipRequest.deleteMany({ where: byEmail })).count,
      impactStories: (await tx.impactStory.deleteMany({ where: byEmail })).count,
      helpOffers: (await tx.helpOffer.deleteMany({ where: byEmail })).count,
      rateLimitCounters: (await tx.rateLimit.deleteMany({ where: { key: { in: emailRateLimitKeys(address) } } })).count,
    };
    // The confirmations sent to this address go with what they confirmed, and so do the staff's notices of its
    // messages (an unsent one holds the whole message; a sent one still names the address as its Reply-To).
    await tx.mailOutbox.deleteMany({ where: { OR: [
      { topic: { in: ['submission-received', 'newsletter-confirm'] }, toAddress: { equals: address, mode: 'insensitive' } },
      { topic: 'staff-notification', replyTo: { equals: address, mode: 'insensitive' } },
    ] } });
    await audit(tx, { staff, action: 'submissions.erase', entityType: 'submission', detail: { ...counts, reason: reason.trim() } });
    return counts;
  });
}
