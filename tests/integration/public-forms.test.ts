// The five public form endpoints against a real PostgreSQL: validation, storage, honeypot, rate limits.
import { LIMITS } from '@/lib/limits';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { apiClient } from '../helpers/api-client';
import { testDb } from '../helpers/db';
import { alreadySpent } from '../helpers/rate-limits';
import { POST as contact } from '@/app/api/v1/contact/route';
import { POST as communitySignup } from '@/app/api/v1/community-signup/route';
import { POST as newsletter } from '@/app/api/v1/newsletter/route';
import { NEWSLETTER_MESSAGES } from '@/lib/public-forms/newsletter';
import { POST as partnership } from '@/app/api/v1/partnership-request/route';
import { POST as impactStory } from '@/app/api/v1/impact-story/route';

const email = (tag = 'x') => `${tag}-${randomUUID().slice(0, 8)}@example.org`;

describe('POST /api/v1/contact', () => {
  const valid = () => ({ name: 'Rina Das', email: email('contact'), subject: 'Volunteering', message: 'I would like to help at the next clean-up.', inquiryType: 'Volunteer Information' });

  it('stores a valid message once and answers with a confirmation', async () => {
    const body = valid();
    const res = await apiClient().call(contact, { json: body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    expect(res.body.message).toMatch(/Thank you/);
    const rows = await testDb().contactMessage.findMany({ where: { email: body.email } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Rina Das', subject: 'Volunteering', inquiryType: 'Volunteer Information' });
  });

  it('rejects missing required fields and a bad email with field errors, storing nothing', async () => {
    // Counted by this request's address: other files store contact messages in the same database at the same time.
    const before = await testDb().contactMessage.count({ where: { email: 'not-an-email' } });
    const res = await apiClient().call(contact, { json: { name: ' ', email: 'not-an-email', subject: '', message: '', inquiryType: '' } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toMatchObject({
      name: 'Name is required.',
      email: 'Please enter a valid email address.',
      subject: 'Subject is required.',
      message: 'Message is required.',
      inquiryType: 'Please select an inquiry type.',
    });
    expect(await testDb().contactMessage.count({ where: { email: 'not-an-email' } })).toBe(before);
  });

  it('answers a filled honeypot with success but stores nothing', async () => {
    const body = { ...valid(), company_website: 'http://spam.example' };
    const res = await apiClient().call(contact, { json: body });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(await testDb().contactMessage.count({ where: { email: body.email } })).toBe(0);
  });

  it('limits submissions per email address to 5 an hour', async () => {
    const address = email('limit');
    for (let i = 0; i < 5; i++) {
      const res = await apiClient().call(contact, { json: { ...valid(), email: address } });
      expect(res.status).toBe(200);
    }
    const sixth = await apiClient().call(contact, { json: { ...valid(), email: address } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/Too many attempts/);
    expect(await testDb().contactMessage.count({ where: { email: address } })).toBe(5);
  });

  it('limits submissions per client address (lib/limits.ts)', async () => {
    const api = apiClient();
    await alreadySpent(LIMITS.publicFormsPerAddress, api.ip, LIMITS.publicFormsPerAddress.points - 3, 'contact');
    for (let i = 0; i < 3; i++) expect((await api.call(contact, { json: valid() })).status).toBe(200);
    expect((await api.call(contact, { json: valid() })).status).toBe(429);
  });

  it('refuses a cross-site request', async () => {
    const res = await apiClient().call(contact, { json: valid(), headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/v1/community-signup', () => {
  it('stores name and email with optional phone and interest', async () => {
    const a = email('community');
    const b = email('community');
    expect((await apiClient().call(communitySignup, { json: { name: 'Bikash Gogoi', email: a, phone: '+91 98640 12345', interest: 'Cultural Events' } })).status).toBe(200);
    expect((await apiClient().call(communitySignup, { json: { name: 'Mousumi Deka', email: b, phone: '', interest: '' } })).status).toBe(200);
    expect(await testDb().communitySignup.findFirst({ where: { email: a } })).toMatchObject({ phone: '+91 98640 12345', interest: 'Cultural Events' });
    expect(await testDb().communitySignup.findFirst({ where: { email: b } })).toMatchObject({ phone: null, interest: null });
  });

  it('rejects a missing name, a bad phone and an unknown interest', async () => {
    const res = await apiClient().call(communitySignup, { json: { name: '', email: email(), phone: 'call me', interest: 'Chess' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors as object).sort()).toEqual(['interest', 'name', 'phone']);
  });
});

describe('POST /api/v1/newsletter', () => {
  it('stores an address once and answers a repeat exactly as the first time (nothing tells who is subscribed)', async () => {
    const address = email('news');
    const first = await apiClient().call(newsletter, { json: { email: address } });
    expect(first.body).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
    const again = await apiClient().call(newsletter, { json: { email: `  ${address.toUpperCase()} ` } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await testDb().newsletterSubscription.count({ where: { email: address } })).toBe(1);
  });

  it('rejects an empty or malformed email', async () => {
    expect((await apiClient().call(newsletter, { json: { email: '' } })).body.errors).toEqual({ email: 'Email is required.' });
    expect((await apiClient().call(newsletter, { json: { email: 'a@b' } })).status).toBe(400);
  });
});

describe('POST /api/v1/partnership-request', () => {
  const valid = () => ({ organizationName: 'Luit Valley Technologies', contactPerson: 'Anil Bora', email: email('partner'), phone: '', website: 'https://luitvalley.example.in', partnershipType: 'corporate', message: '' });

  it('stores a request with optional fields as null', async () => {
    const body = valid();
    expect((await apiClient().call(partnership, { json: body })).status).toBe(200);
    const row = await testDb().partnershipRequest.findFirstOrThrow({ where: { email: body.email } });
    expect(row).toMatchObject({ organizationName: 'Luit Valley Technologies', partnershipType: 'corporate', phone: null, message: null, website: 'https://luitvalley.example.in' });
  });

  it('rejects an unknown partnership type and a website without a scheme', async () => {
    const res = await apiClient().call(partnership, { json: { ...valid(), partnershipType: 'mlm', website: 'luitvalley' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ partnershipType: 'Please select a partnership type.', website: expect.stringMatching(/http/) });
  });
});

describe('POST /api/v1/impact-story', () => {
  it('stores a story unpublished', async () => {
    const address = email('story');
    const res = await apiClient().call(impactStory, { json: { name: 'Jonali Saikia', email: address, theme: 'Environment', story: 'Our club planted 300 saplings along the river this monsoon.' } });
    expect(res.status).toBe(200);
    expect(await testDb().impactStory.findFirstOrThrow({ where: { email: address } })).toMatchObject({ theme: 'Environment', published: false });
  });

  it('rejects an unknown theme and a too-short story', async () => {
    const res = await apiClient().call(impactStory, { json: { name: 'J', email: email(), theme: 'Sports', story: 'Short.' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ theme: 'Please choose a theme.', story: expect.stringMatching(/at least 20/) });
  });
});
