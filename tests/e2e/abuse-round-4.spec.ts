// Issue 39, sections C and D: what an outside tester broke, each attack made over HTTP against the production build
// (scripts/e2e-server.ts, which trusts the loopback proxy so a test can speak for a visitor of its own address).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIR } from '@/lib/platform/build/dist-dir';
import { test, expect, e2eDatabaseUrl } from './fixtures';
import { dobForAge, insertApprovedCollege, registerInternByApi } from './helpers/registration';
import { staffWithSession } from './helpers/staff';
import { bearer, routeLabels } from './helpers/metrics';
import { createDb } from '@/lib/platform/db/create-client';

let visitor = 0;
/** A visitor's own address (the server trusts the loopback proxy's X-Forwarded-For). */
const from = () => ({ 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${(visitor++ % 250) + 1}` });

test('item 9: public /api/ready says ready and nothing more; the mail backlog is for the metrics token, without held mail', async ({ request }) => {
  const db = createDb(e2eDatabaseUrl(), 1);
  try {
    const ready = async () => { const res = await request.get('/api/ready'); expect(res.status()).toBe(200); return res.json(); };
    // The forms that must not tell a known address or number from an unknown one move no public number.
    expect(await ready()).toEqual({ status: 'ready' });
    const tag = Date.now().toString(36);
    expect((await request.post('/api/v1/newsletter', { headers: from(), data: { email: `ready.${tag}@example.org` } })).status()).toBe(200);
    expect((await request.post('/api/v1/forgot-password', { headers: from(), data: { type: 'intern', mobile_no: '9000000001' } })).status()).toBeLessThan(500);
    expect(await ready()).toEqual({ status: 'ready' });

    // With the token: the checks and the backlog. A held mail (never sent) is no backlog: it cannot keep it above 0.
    await db.mailOutbox.create({ data: { dedupeKey: `intern:held-${tag}:received`, topic: 'registration-held', toAddress: `held.${tag}@example.org`, subject: 'Held' } });
    let unsent = -1;
    for (let i = 0; i < 60 && unsent !== 0; i++) {
      const res = await request.get('/api/ready', { headers: bearer });
      const body = await res.json();
      expect(body).toMatchObject({ status: 'ready', checks: { database: { ok: true }, documents: { ok: true }, mail: { unsent: expect.any(Number) } } });
      unsent = body.checks.mail.unsent;
      if (unsent) await new Promise((r) => setTimeout(r, 500));
    }
    expect(unsent).toBe(0);
  } finally {
    await db.$disconnect();
  }
});

test('item 10: 320 invented paths that fail validation make no metric labels; real routes keep their template', async ({ request }) => {
  test.setTimeout(120_000);
  for (let n = 0; n < 320; n += 20) {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => request.get(`/api/v1/check-mobile/zz${n + i}q`, { headers: from() })));
    for (const a of answers) expect(a.status()).toBe(400);
  }
  expect((await request.get('/hi/governing-body')).status()).toBe(200);
  expect((await request.get('/api/v1/getalldistricts')).status()).toBe(200);
  const labels = await routeLabels(request);
  expect(labels.filter((l) => /zz\d+q/.test(l))).toEqual([]);
  expect(labels).not.toContain('(other)');
  expect(labels).toEqual(expect.arrayContaining(['/api/v1/check-mobile/[mobile]', '/[locale]/governing-body', '/api/v1/getalldistricts']));
});

test('item 11: other methods on a static file are 405 with Allow; a cross-origin server action is 403', async ({ request, baseURL }) => {
  const chunk = readdirSync(path.join(DIST_DIR, 'static/chunks')).find((f) => f.endsWith('.js'));
  for (const path of ['/logo.svg', '/images/gallery/gallery-01.webp', `/_next/static/chunks/${chunk}`]) {
    for (const method of ['OPTIONS', 'POST', 'PUT', 'DELETE', 'TRACE', 'PATCH']) {
      const res = await request.fetch(path, { method, data: method === 'TRACE' ? undefined : 'x' });
      expect(`${method} ${path}: ${res.status()} ${res.headers().allow}`).toBe(`${method} ${path}: 405 GET, HEAD`);
    }
    expect((await request.get(path)).status()).toBe(200);
  }
  const action = { 'next-action': '7f'.repeat(21), 'content-type': 'text/plain;charset=UTF-8' };
  for (const path of ['/staff/login', '/contact', '/staff/inbox/contact/1']) {
    for (const origin of ['https://evil.example', 'null', `${baseURL}.evil.example`]) {
      const res = await request.post(path, { headers: { ...action, origin }, data: '[]', maxRedirects: 0 });
      expect(`${path} from ${origin}: ${res.status()}`).toBe(`${path} from ${origin}: 403`);
    }
    const form = await request.post(path, { headers: { origin: 'https://evil.example' }, multipart: { '1_$ACTION_ID_x': 'y' }, maxRedirects: 0 });
    expect(`${path} multipart: ${form.status()}`).toBe(`${path} multipart: 403`);
  }
  // The same request from the site itself reaches Next.js, which does not know the action: not a 500.
  const own = await request.post('/staff/login', { headers: { ...action, origin: new URL(baseURL!).origin }, data: '[]', maxRedirects: 0 });
  expect(own.status()).toBeLessThan(500);
  expect(own.status()).not.toBe(403);
});

test('item 11: repeated and out-of-range console query parameters are never a 500', async ({ playwright, baseURL }) => {
  const admin = await staffWithSession('admin');
  const http = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `nyf_staff=${admin.token}` } });
  // The tester's five: each a 500 (Prisma P2020 or a string method on an array) before.
  for (const path of ['/staff/queue/interns?q=a&q=b', '/staff/audit?staff=a&staff=b', '/staff/audit?action=a&action=b', '/staff/audit?before=9999999999',
    '/staff/queue/interns/approve?ids=a&ids=99999999999']) {
    const res = await http.get(path, { maxRedirects: 0 });
    expect(`${path}: ${res.status()}`).toBe(`${path}: 200`);
  }
  // More of the kind: an answer, never a 500 (signed in, the login page sends the person on: 307).
  for (const path of ['/staff/inbox?before=9999999999', '/staff/inbox?kind=contact&kind=story', '/staff/queue/members?after=1-9999999999',
    '/staff/queue/interns?district=a&district=b&from=2026-01-01&from=x', '/staff/team?confirm=disable&confirm=enable&id=1&id=2',
    '/staff/login?next=/staff&next=/staff/team', '/staff/reauth?next=a&next=b', '/staff/audit/export?staff=a&staff=b&before=99999999999']) {
    const res = await http.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBeLessThan(500);
  }
  await http.dispose();
});

test('item 11: no address in a list of 500 odd paths and queries, public or console, answers 500', async ({ playwright, baseURL }) => {
  test.setTimeout(300_000);
  const admin = await staffWithSession('admin');
  const pages = ['/', '/about', '/contact', '/as/about', '/hi/contact', '/gallery', '/events', '/profile/chairman', '/profile/x', '/verify/ABC', '/reset-password',
    '/login', '/intern', '/member', '/institute-registration', '/newsletter/confirm', '/unsubscribe', '/member-acknowledgement/1', '/institute-acknowledgement/1',
    '/api/v1/getalldistricts', '/api/v1/get-all-policestations/1', '/api/v1/get-course-by-category', '/api/v1/get-institute-by-id/1', '/api/v1/session',
    '/api/v1/unsubscribe', '/api/v1/newsletter/confirm', '/api/health', '/api/ready', '/robots.txt', '/sitemap.xml', '/logo.svg', '/_next/image'];
  const consolePages = ['/staff', '/staff/queue/interns', '/staff/queue/institutions', '/staff/queue/members/1', '/staff/queue/interns/approve', '/staff/inbox',
    '/staff/inbox/contact/1', '/staff/audit', '/staff/audit/export', '/staff/team', '/staff/account', '/staff/export/contacts', '/staff/documents/1', '/staff/enrol/x'];
  const queries = ['?a=1&a=2', '?id=99999999999', '?id=-1', '?id=1e400', '?before=99999999999999999999', '?after=9-99999999999', '?q=%00', '?q=%F0%9F%92%A9',
    `?q=${'x'.repeat(3000)}`, '?ids[]=1', '?kind[]=x', '?status=new&status=read', '?from=2026-13-45', '?to=0000-00-00', '?next=//evil.example', '?lang=zz&lang=as',
    '?token=a&token=b', '?email=a&email=b', '?code=%', '?district=1&district=99999999999', '?page=NaN', '?framed&framed', '?confirm=__proto__', '?constructor=1',
    '?token=%00&email=%00&next=%00', '?id=%00&kind=%00&status=%00', '?q=a&q=b', '?staff=a&staff=b', '?action=a&action=b', '?before=9999999999', '?ids=a&ids=99999999999', '?after=1-9999999999', '?next=a&next=b', '?kind=a&kind=b'];
  const odd = ['/%2e%2e/%2e%2e/etc/passwd', '/about/', '/about//x', '/staff//queue', '/about;x=1', '/about%00', '/AS/about', '/hi/%E0%A4', '/api/v1/get-member-by-id/99999999999',
    '/api/v1/get-intern-by-id/-1', '/api/v1/documents/1e9', '/api/v1/check-mobile/%F0%9F%92%A9', '/profile/' + 'y'.repeat(2000), '/verify/%2F..%2F',
    '/staff/queue/%2e%2e', '/staff/queue/interns/99999999999', '/staff/queue/interns/0', '/staff/inbox/contact/99999999999', '/staff/inbox/zz/1',
    '/staff/documents/99999999999', '/staff/export/__proto__', '/staff/export/constructor', '/_next/static/x.js', '/_next/data/x.json', '/_next/image?url=%2Flogo.svg&w=1e9&q=-1',
    '/fonts/x.woff2?v=1&v=2', '/sitemap.xml?x=1&x=2', '/api/v1/get-all-policestations/99999999999', '/api/v1/get-course-by-category?categoryId=99999999999&streamId=a&streamId=b'];
  // Each page with a share of the queries (a different share each, so every query meets many pages); the console's
  // pages, where the tester found the 500s, with more of them.
  const share = (list: string[], per: number) => list.flatMap((p, i) => Array.from({ length: per }, (_, k) => p + queries[(i * per + k) % queries.length]));
  const urls = [...new Set([...share(pages, 8), ...share(consolePages, 14), ...odd])];
  expect(urls.length).toBeGreaterThanOrEqual(480);
  const anonymous = await playwright.request.newContext({ baseURL });
  const staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `nyf_staff=${admin.token}` } });
  const failures: string[] = [];
  for (let i = 0; i < urls.length; i += 8) {
    await Promise.all(urls.slice(i, i + 8).map(async (url) => {
      const http = url.startsWith('/staff') ? staff : anonymous;
      const res = await http.get(url, { maxRedirects: 0, headers: from() });
      if (res.status() >= 500) failures.push(`${res.status()} ${url.slice(0, 120)}`);
    }));
  }
  // And what is not a GET, where a GET would be fine: other methods on static files and pages.
  for (const url of ['/logo.svg', '/robots.txt', '/sitemap.xml', '/about', '/', '/staff/login', '/_next/static/chunks/x.js', '/images/gallery/gallery-01.webp', '/api/v1/getalldistricts', '/api/v1/contact']) {
    for (const method of ['OPTIONS', 'POST', 'PUT', 'DELETE', 'TRACE', 'PROPFIND']) {
      const res = await anonymous.fetch(url, { method, maxRedirects: 0, headers: from() });
      if (res.status() >= 500) failures.push(`${res.status()} ${method} ${url}`);
    }
  }
  expect(failures).toEqual([]);
  await anonymous.dispose();
  await staff.dispose();
});

test('item 12 and issue 34: an export quotes a cell with ; or a formula start, and writes IST times and plain dates', async ({ playwright, baseURL }) => {
  const db = createDb(e2eDatabaseUrl(), 1);
  try {
    const tag = Date.now().toString(36);
    const message = await db.contactMessage.create({ data: { name: `Sam;=1+2 ${tag}`, email: `sam.${tag}@example.org`, subject: '-2+3\tx', message: '@SUM(1)', inquiryType: 'Other', createdAt: new Date('2026-03-15T12:00:00Z') } });
    const intern = await registerInternByApi((await playwright.request.newContext({ baseURL })), await insertApprovedCollege(`Csv ${tag}`), { name: 'Csv Export Test' });
    const reviewer = await staffWithSession('reviewer');
    const http = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `nyf_staff=${reviewer.token}` } });
    const contacts = await (await http.get('/staff/export/contacts')).text();
    const row = contacts.split('\r\n').find((l) => l.startsWith(`${message.id},`));
    expect(row).toBe(`${message.id},"Sam;=1+2 ${tag}",sam.${tag}@example.org,Other,"'-2+3\tx","'@SUM(1)",2026-03-15 17:30:00`);
    const interns = await (await http.get('/staff/export/interns')).text();
    const line = interns.split('\r\n').find((l) => l.includes(intern.mobile))!;
    expect(line).toContain(`,${dobForAge(21)},`); // the date of birth as a date, not 2004-03-15T00:00:00.000Z
    expect(line).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/); // registered at, in India's time
    await http.dispose();
  } finally {
    await db.$disconnect();
  }
});

test('item 13: 20 messages from one address in seconds send the staff at most 3 notices, and the inbox holds all 20', async ({ request }) => {
  const db = createDb(e2eDatabaseUrl(), 1);
  try {
    const tag = Date.now().toString(36);
    const address = from();
    const emails = Array.from({ length: 20 }, (_, i) => `flood${i}.${tag}@example.org`);
    const answers = await Promise.all(emails.map((email) => request.post('/api/v1/impact-story', {
      headers: address, data: { name: 'Flood Test', email, theme: 'Civic', story: `A story that arrives in a flood, number ${email}.`, consentToPublish: false },
    })));
    for (const a of answers) expect(a.status()).toBe(200);
    expect(await db.impactStory.count({ where: { email: { in: emails } } })).toBe(20);
    // The notices of these 20: their own ones (Reply-To the sender) and the window's one "N more" notice.
    const own = await db.mailOutbox.count({ where: { topic: 'staff-notification', replyTo: { in: emails } } });
    const folded = await db.mailOutbox.findMany({ where: { topic: 'staff-notification', dedupeKey: { startsWith: 'story:more:' }, createdAt: { gte: new Date(Date.now() - 3600_000) } } });
    expect(own).toBeLessThanOrEqual(2);
    expect(folded).toHaveLength(1);
    expect(own + folded.length).toBeLessThanOrEqual(3);
    const more = Number(/^(\d+) more impact stories on the website$/.exec(folded[0]!.subject)?.[1]);
    expect(more).toBeGreaterThanOrEqual(20 - own);
    expect(folded[0]!.textBody).toContain('/staff/inbox?kind=story&status=new');
  } finally {
    await db.$disconnect();
  }
});
