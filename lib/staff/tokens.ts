// Random tokens of the staff console (session cookies, enrolment links): 256 bits, base64url; only their
// SHA-256 is stored, so a copy of the tables opens nothing. No server-only import: `npm start` seeds the
// demo admin's enrolment link with it before the app runs (./seed.ts).
import { createHash, randomBytes } from 'node:crypto';

export const ENROLMENT_HOURS = 24;
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const isTokenShaped = (value: string | undefined): value is string => typeof value === 'string' && /^[\w-]{43}$/.test(value);
export const enrolmentPath = (token: string) => `/staff/enrol/${token}`;
export const enrolmentExpiry = (now = new Date()) => new Date(now.getTime() + ENROLMENT_HOURS * 3600 * 1000);
