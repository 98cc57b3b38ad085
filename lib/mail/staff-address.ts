// The foundation's staff mailbox (STAFF_EMAIL, else the site's public address): every mail the portal sends
// carries it as Reply-To, so "reply to this email" reaches a person, and it is told of each new contact
// message, partnership request and story (lib/mail/submissions.ts).
import 'server-only';
import { env } from '@/lib/platform/env';
import { SITE } from '@/lib/content/site';

export const staffAddress = () => env.STAFF_EMAIL ?? SITE.email;
