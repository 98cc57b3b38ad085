// The mail settings, in one place: lib/platform/env.ts checks their format in every run, deployment-checks.ts refuses a
// deployment without them. A local run may leave SMTP_URL unset (npm start then starts MailDev, and without
// any SMTP server mail waits in the outbox); a deployment may not, or registrations, decisions and reset links
// would queue and never reach anyone. No 'server-only': the serving script imports the checks.
import type { EnvVars } from './app-env';

export const SMTP_URL_PATTERN = /^smtps?:\/\/[^\s/]/i;
export const SMTP_URL_FORMAT = 'SMTP_URL must be an smtp:// or smtps:// URL (credentials in the URL), e.g. smtps://user:password@smtp.example.org:465';
/** The sender of a local run's mail; a deployment names its own. */
export const LOCAL_MAIL_FROM = 'NextGen Youth Foundation <no-reply@localhost>';
/** `Name <address>` or a bare address. */
export const MAIL_FROM_PATTERN = /^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;
export const MAIL_FROM_FORMAT = 'MAIL_FROM must be an address, or a name and an address: "NextGen Youth Foundation <no-reply@example.org>"';

/** What a deployment lacks to send mail, one line per variable. */
export function mailDeploymentProblems(e: EnvVars): string[] {
  const problems: string[] = [];
  const smtp = e.SMTP_URL?.trim();
  if (!smtp) problems.push('SMTP_URL is not set: registrations, staff decisions and password resets are emailed. Set it to your mail server, e.g. smtps://user:password@smtp.example.org:465.');
  else if (!SMTP_URL_PATTERN.test(smtp)) problems.push(SMTP_URL_FORMAT);
  const from = e.MAIL_FROM?.trim();
  if (!from) problems.push('MAIL_FROM is not set: the sender of the site\'s mail, e.g. "NextGen Youth Foundation <no-reply@example.org>" (an address your SMTP server may send from).');
  else if (!MAIL_FROM_PATTERN.test(from)) problems.push(MAIL_FROM_FORMAT);
  return problems;
}
