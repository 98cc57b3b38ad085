// What the intern and member wizards show for a refused registration (components/forms/registration/submit.ts),
// decided on the answer's code (docs/decisions/020). The wizard used to read the member's "mobile taken" from
// the wording (/mobile/i), so a Hindi answer or an unrelated message that names a mobile number misled it.
import { describe, expect, it } from 'vitest';
import { refused } from '@/components/forms/registration/submit';
import { NO_CONNECTION } from '@/components/forms/registration/api';
import type { ApiFailure } from '@/lib/client/api-client';
import type { ErrorCode } from '@/lib/kernel/error-codes';
import { MOBILE_TAKEN } from '@/lib/registration/errors';
import { catalogueFor } from '@/lib/i18n/catalogues';
import { translate } from '@/lib/i18n/translate';

const failure = (status: number, code: ErrorCode, message: string | null, fields: Record<string, string> = {}, retryAfterSeconds: number | null = null): ApiFailure =>
  ({ ok: false, status, code, message, fields, retryAfterSeconds, body: {} });
const HINDI_TAKEN = translate(catalogueFor('hi'), MOBILE_TAKEN);

describe('a refused member registration', () => {
  it('is "mobile taken" for the code, in any language', () => {
    expect(HINDI_TAKEN).not.toMatch(/mobile/i);
    expect(refused('member', failure(409, 'mobile_taken', HINDI_TAKEN))).toEqual({ ok: false, toast: MOBILE_TAKEN, errors: {}, mobileTaken: true });
  });
  it('is generic for any other code, even when its words name a mobile number', () => {
    const limited = failure(429, 'rate_limited', 'Too many registrations from this mobile number. Please try again in 10 minutes.');
    expect(refused('member', limited)).toEqual({ ok: false, toast: 'An error occurred during registration.', errors: {}, mobileTaken: false });
    const field = failure(400, 'invalid_input', 'Invalid mobile number.', { mobileNumber: 'Invalid mobile number.' });
    expect(refused('member', field)).toEqual({ ok: false, toast: 'An error occurred during registration.', errors: { mobileNumber: 'Invalid mobile number.' }, mobileTaken: false });
  });
});

describe('a refused intern registration', () => {
  it('is "mobile taken" for the code only, not for any other conflict', () => {
    expect(refused('intern', failure(409, 'mobile_taken', HINDI_TAKEN))).toMatchObject({ toast: MOBILE_TAKEN, mobileTaken: true });
    expect(refused('intern', failure(409, 'conflict', 'This application is no longer pending.'))).toMatchObject({ mobileTaken: false });
  });
  it('says the server\'s words after "Registration failed", translated from its id; and its own when nothing came back', () => {
    const { toast } = refused('intern', failure(400, 'invalid_input', 'অমান্য'));
    expect(translate(catalogueFor('as'), toast)).toBe(`${translate(catalogueFor('as'), 'Registration failed: {message}', { message: '' })}অমান্য`);
    expect(translate(null, toast)).toBe('Registration failed: অমান্য');
    expect(refused('intern', failure(0, 'timeout', null)).toast).toBe(NO_CONNECTION);
    expect(translate(null, refused('intern', null).toast)).toBe('Registration failed: Please try again.');
  });
});

describe('a registration the server asks to send again later (429 or 503 with Retry-After)', () => {
  const as = catalogueFor('as');
  it('says when, translated: the member\'s instead of the generic toast', () => {
    const { toast } = refused('member', failure(503, 'unavailable', 'The portal is briefly unavailable. Please try again in a minute.', {}, 10));
    expect(translate(null, toast)).toBe('Nothing was sent. Please try again in 10 seconds.');
    expect(translate(as, toast)).toBe('একো পঠোৱা হোৱা নাই। অনুগ্ৰহ কৰি 10 ছেকেণ্ড পিছত পুনৰ চেষ্টা কৰক।');
    expect(translate(null, refused('member', failure(429, 'busy', null, {}, 300)).toast)).toBe('Nothing was sent. Please try again in 5 minutes.');
  });
  it('the intern\'s: when a 503 came, or a 429 without words; a 429\'s own words already say when', () => {
    expect(translate(null, refused('intern', failure(503, 'portal_busy', null, {}, 30)).toast)).toBe('Nothing was sent. Please try again in 30 seconds.');
    expect(translate(null, refused('intern', failure(429, 'rate_limited', null, {}, 600)).toast)).toBe('Nothing was sent. Please try again in 10 minutes.');
    expect(refused('intern', failure(429, 'rate_limited', 'Too many attempts. Please try again in 10 minutes.', {}, 600)).toast).toBe('Too many attempts. Please try again in 10 minutes.');
  });
});
