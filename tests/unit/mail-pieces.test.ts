// Small pure pieces of mail: masking an address, the institution's signed card link, message text.
import { describe, expect, it } from 'vitest';
import { maskEmail } from '@/lib/mail/mask-email';
import { cardLinkToken, isValidCardLink } from '@/lib/cards/institution-card-link';
import { registrationReceivedMail } from '@/lib/mail/messages/registration-received';
import { decisionMail } from '@/lib/mail/messages/decision';

describe('maskEmail', () => {
  it('keeps the first and last letter and the domain', () => {
    expect(maskEmail('priyanka@example.com')).toBe('p******a@example.com');
    expect(maskEmail('ab@x.in')).toBe('a***@x.in');
    expect(maskEmail('a@x.in')).toBe('a***@x.in');
    expect(maskEmail('averyverylongname@gmail.com')).toBe('a******e@gmail.com');
    expect(maskEmail('nonsense')).toBe('***');
  });
});

describe('institution card link', () => {
  it('opens its own card for 30 days and nothing else', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const { token, expires } = cardLinkToken(7, now);
    expect(expires.toISOString()).toBe('2026-12-23T10:00:00.000Z');
    expect(isValidCardLink(7, token, now)).toBe(true);
    expect(isValidCardLink(7, token, new Date('2026-12-23T09:59:00Z'))).toBe(true);
    expect(isValidCardLink(7, token, new Date('2026-12-23T10:00:01Z'))).toBe(false);
    expect(isValidCardLink(8, token, now)).toBe(false);
    const [exp, sig] = token.split('.');
    // Extending the expiry breaks the signature.
    expect(isValidCardLink(7, `${(parseInt(exp, 36) + 86400).toString(36)}.${sig}`, now)).toBe(false);
    expect(isValidCardLink(7, undefined, now)).toBe(false);
    expect(isValidCardLink(7, `${exp}.${'A'.repeat(22)}`, now)).toBe(false);
  });
});

describe('messages', () => {
  it('escape what applicants typed in the HTML part and say the same in both parts', () => {
    const m = registrationReceivedMail({ kind: 'intern', name: '<script>x</script>', applicationId: 'INT-2026-00001', cardUrl: 'https://example.org/internship-acknowledgement' });
    expect(m.html).not.toContain('<script>x');
    expect(m.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(m.text).toContain('Hello <script>x</script>,');
    expect(m.subject).toBe('We received your internship application (INT-2026-00001)');
  });

  it('gives the reason of a rejection', () => {
    const m = decisionMail({ kind: 'member', name: 'Priya', applicationId: 'MEM-2026-00003', decision: 'reject', reason: 'Photo missing', cardUrl: 'https://example.org/c' });
    expect(m.subject).toBe('Your youth club membership application (MEM-2026-00003) was not accepted');
    expect(m.text).toContain('The reason given: Photo missing');
  });
});
