// The cancel link in every mail about a registration: `/events/cancel/<ticket code>.<signature>`. The signature is
// an HMAC of the ticket code with a key derived from CARD_KEY, so every mail (ticket, reminder, a re-send) carries
// the same link, nothing secret is stored, and a link that was altered or made up is refused before any lookup.
// Every CARD_KEY entry verifies, so links in mails sent before a key rotation keep working.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/platform/env';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { readTicketCode } from './tickets';

const sign = (cardKey: string, ticketCode: string) =>
  createHmac('sha256', createHmac('sha256', Buffer.from(cardKey, 'hex')).update('event-cancel-link-v1').digest()).update(ticketCode).digest().subarray(0, 18);

export const cancelToken = (ticketCode: string) => `${ticketCode}.${sign(env.CARD_KEY[0], ticketCode).toString('base64url')}`;

/** The ticket code a cancel token names, or null when the token is not one we made. */
export function readCancelToken(token: string): string | null {
  const m = /^([0-9A-Z]{9})\.([A-Za-z0-9_-]{24})$/.exec(token);
  const code = m && readTicketCode(m[1]);
  if (!m || !code) return null;
  const given = Buffer.from(m[2], 'base64url');
  return env.CARD_KEY.some((k) => timingSafeEqual(sign(k, code), given)) ? code : null;
}

export const cancelUrl = (ticketCode: string, locale: Locale) =>
  `${env.PUBLIC_BASE_URL.replace(/\/$/, '')}${localePath(locale, `/events/cancel/${cancelToken(ticketCode)}`)}`;
