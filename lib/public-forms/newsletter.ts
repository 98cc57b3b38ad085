// Newsletter subscriptions from /contact. The email column is unique, so a repeated address is never
// stored twice, even when two requests arrive at once.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { normaliseEmail } from './spam-guard';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing! Look out for our next newsletter in your inbox.',
  already: 'You are already subscribed to our newsletter. Thank you!',
} as const;

/** Subscribes an address; `created` is false when it was already subscribed. */
export async function subscribeToNewsletter(email: string): Promise<{ created: boolean }> {
  const address = normaliseEmail(email);
  const result = await db.newsletterSubscription.createMany({ data: [{ email: address }], skipDuplicates: true });
  return { created: result.count === 1 };
}
