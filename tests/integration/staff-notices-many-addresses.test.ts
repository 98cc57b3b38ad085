// Issue 39, D13 (review): the staff mailbox's notices are capped per form and window, not only per address: 30
// stories from 30 addresses (one attacker's IPv6 /64s) give at most SINGLE_NOTICES_PER_FORM_WINDOW notices of their
// own and one "N more" notice, and every story is stored.
import { describe, expect, it } from 'vitest';
import { testDb } from '../helpers/db';
import { saveImpactStory } from '@/lib/public-forms/impact-story';
import { SINGLE_NOTICES_PER_FORM_WINDOW } from '@/lib/mail/staff-notices';

describe('staff notices from many addresses', () => {
  it('30 stories from 30 addresses send at most the per-form cap of single notices, the rest folded', async () => {
    const db = testDb();
    const tag = Date.now().toString(36);
    const emails = Array.from({ length: 30 }, (_, i) => `many${i}.${tag}@example.org`);
    for (const [i, email] of emails.entries()) {
      await saveImpactStory({ name: 'Flood Test', email, theme: 'Civic', story: `A story from many addresses, ${email}.`, consentToPublish: false }, `2001:db8:${tag.slice(-4)}:${i.toString(16)}::/64`);
    }
    expect(await db.impactStory.count({ where: { email: { in: emails } } })).toBe(30);
    const own = await db.mailOutbox.count({ where: { topic: 'staff-notification', replyTo: { in: emails } } });
    expect(own).toBeLessThanOrEqual(SINGLE_NOTICES_PER_FORM_WINDOW);
    expect(await db.mailOutbox.count({ where: { topic: 'staff-notification', dedupeKey: { startsWith: 'story:more:' } } })).toBeGreaterThanOrEqual(1);
  });
});
