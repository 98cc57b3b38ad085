// `npm run admin -- submissions ...`: what visitors sent through the public forms, erased on request.
import { type CommandGroup } from '@/scripts/admin/command';
import { invalid } from '@/lib/kernel/domain-errors';
import { eraseSubmissionsByEmail } from '@/lib/public-forms/erase-submissions';
import { eraseRegistrationsByEmail } from '@/lib/events/erase-registrations';
import { z } from 'zod';

const LABELS = {
  contactMessages: 'contact messages', communitySignups: 'community sign-ups', newsletter: 'newsletter subscriptions',
  partnershipRequests: 'partnership requests', impactStories: 'impact stories', helpOffers: 'offers to volunteer or mentor', rateLimitCounters: 'rate-limit counters', registrations: 'event registrations',
} as const;

export const submissions: CommandGroup = {
  name: 'submissions',
  summary: 'contact messages, sign-ups, newsletter, partnership requests, stories and offers to volunteer or mentor, by email address',
  commands: [
    {
      name: 'erase',
      usage: 'erase --email <address> --reason "..." --confirm',
      summary: 'erase everything one email address sent through the public forms (event registrations too), and its rate-limit counters',
      async run({ flags, staff }, io) {
        const usage = 'submissions erase --email <address> --reason "..." --confirm';
        const email = flags.email && flags.email !== 'true' ? flags.email.trim() : '';
        if (!z.email().safeParse(email).success) throw invalid(`Give the address to erase: --email <address>. Usage: ${usage}`);
        if (!flags.reason || flags.reason === 'true' || !flags.reason.trim()) throw invalid(`A reason is required. Usage: ${usage}`);
        if (flags.confirm !== 'true') throw invalid(`Erasing cannot be undone: add --confirm. Usage: ${usage}`);
        const counts = { ...(await eraseSubmissionsByEmail(email, staff, flags.reason)), ...(await eraseRegistrationsByEmail(email, staff, flags.reason)) };
        const found = Object.entries(counts).filter(([, n]) => n > 0).map(([k, n]) => `${n} ${LABELS[k as keyof typeof LABELS]}`);
        io.out(found.length ? `Erased ${found.join(', ')} of ${email}.` : `Nothing stored for ${email}; nothing erased.`);
        // A script cannot renew the running site's static pages; /impact regenerates itself (revalidate = 300).
        if (counts.impactStories) io.out('The Impact page (/impact) shows no erased story within 5 minutes.');
      },
    },
  ],
};
