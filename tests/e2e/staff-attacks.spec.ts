// The staff console refuses what it must: every route with every role (nobody, an applicant, viewer, reviewer,
// admin), a reused authenticator code, a staff cookie on the applicants' API and an applicant's cookie on
// /staff, and cross-site posts of a console action. Every page it serves is noindex, uncached and under the CSP.
// (20 parallel wrong codes, disabled accounts and lockouts: tests/integration/staff-accounts.test.ts.)
import { test, expect, e2eDatabaseUrl } from './fixtures';
import { insertApprovedCollege, registerInternByApi } from './helpers/registration';
import { signInContext, STAFF_PASSWORD, staffWithSession, totp, type StaffLogin } from './helpers/staff';
import { createDb } from '@/lib/platform/db/create-client';
import { FROM_ANOTHER_SITE } from '@/lib/staff/cross-site';

test('every console route answers each role as its permission says, with noindex, no-store and the CSP', async ({ playwright, baseURL, browser }) => {
  test.setTimeout(90_000);
  const db = createDb(e2eDatabaseUrl(), 1);
  const applicantContext = await browser.newContext();
  const intern = await registerInternByApi(applicantContext.request, await insertApprovedCollege('Roles'), { name: 'Nilima Baruah' });
  const doc = await db.document.findFirstOrThrow({ where: { applicantId: intern.id, kind: 'aadhaar' } });
  const applicantCookie = (await applicantContext.cookies()).find((c) => c.name === 'nyf_session')!.value;
  const staff = { viewer: await staffWithSession('viewer'), reviewer: await staffWithSession('reviewer'), admin: await staffWithSession('admin') };
  const routes: [string, 'view' | 'review' | 'documents' | 'admin'][] = [
    ['/staff', 'view'], ['/staff/queue/institutions', 'view'], ['/staff/queue/interns', 'view'], ['/staff/queue/members', 'view'],
    [`/staff/queue/interns/${intern.id}`, 'view'], ['/staff/inbox', 'view'], ['/staff/account', 'view'], ['/staff/reauth', 'view'],
    [`/staff/documents/${doc.id}`, 'documents'], [`/staff/documents/${doc.id}?framed`, 'documents'], ['/staff/export/contacts', 'review'],
    [`/staff/queue/interns/approve?ids=${intern.id}`, 'review'], [`/staff/queue/interns/${intern.id}?confirm=approve`, 'view'], ['/staff/team?confirm=disable&id=1', 'admin'],
    ['/staff/audit', 'admin'], ['/staff/audit/export', 'admin'], ['/staff/team', 'admin'],
  ];
  const allowed = { viewer: ['view'], reviewer: ['view', 'review', 'documents'], admin: ['view', 'review', 'documents', 'admin'] };
  const http = await playwright.request.newContext();
  const visitors: [string, string | null][] = [
    ['nobody', null], ['an applicant', `nyf_session=${encodeURIComponent(applicantCookie)}`],
    ['an applicant\'s cookie renamed', `nyf_staff=${encodeURIComponent(applicantCookie)}`],
    ...Object.entries(staff).map(([role, s]) => [role, `nyf_staff=${s.token}`] as [string, string]),
  ];
  const seen: string[] = [];
  for (const [who, cookie] of visitors) {
    for (const [path, permission] of routes) {
      const res = await http.get(`${baseURL}${path}`, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
      const role = who as keyof typeof allowed;
      const expected = !(who in allowed) ? 'login' : allowed[role].includes(permission) ? 200 : 403;
      // Sent to sign in, and back to this very page afterwards (?next=).
      const back = /\/staff\/login(?:\?next=([^&]+))?$/.exec(res.headers().location ?? '');
      const next = back && decodeURIComponent(back[1] ?? '/staff').replace(/=$/, ''); // `?framed` comes back as `?framed=`
      // A page given a query returns to its page; signing in again (/staff/reauth) returns where its own ?next= says.
      const returns = next === path || (path.includes('?') && next !== '/staff' && path.startsWith(next!)) || (path === '/staff/reauth' && next === '/staff');
      const got = res.status() === 200 ? 200 : res.status() === 403 ? 403 : [303, 307].includes(res.status()) && returns ? 'login' : res.status();
      seen.push(`${who} ${path}: ${got}`);
      expect(`${who} ${path}: ${got}`).toBe(`${who} ${path}: ${expected}`);
      if (path.startsWith('/staff/documents/') && res.status() === 200) {
        // Over HTTP, as the browser gets it: sandboxed, never sniffed or stored; framed only by the console, inline only for the frame.
        expect(res.headers()['content-security-policy'], path).toBe("sandbox; frame-ancestors 'self'");
        expect(res.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
        expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
        expect(res.headers()['cache-control'], path).toBe('private, no-store');
        expect(res.headers()['content-disposition'], path).toBe(`${path.endsWith('?framed') ? 'inline' : 'attachment'}; filename="aadhaar-${doc.id}.pdf"`);
      }
      if (res.headers()['content-type']?.startsWith('text/html')) {
        expect(res.headers()['cache-control'], path).toMatch(/no-store/);
        expect(res.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
        // Every console page may frame this origin's documents (a client-side navigation keeps the first page's CSP), nothing else.
        expect(res.headers()['content-security-policy'], path).toContain("frame-src 'self';");
        expect(res.headers()['content-security-policy'], path).not.toContain("frame-src 'none'");
        if (res.status() === 200) expect(await res.text(), path).toMatch(/<meta name="robots" content="noindex, nofollow/);
      }
    }
  }
  expect(seen).toHaveLength(visitors.length * routes.length);
  // The viewer's page names no document, and no read of one was recorded for the viewer.
  expect(await db.staffAction.count({ where: { staff: staff.viewer.email, action: { endsWith: 'document.read' } } })).toBe(0);
  await db.$disconnect();
});

test('after signing in, ?next= leads only to a console page of this site', async ({ playwright, baseURL }) => {
  const s = await staffWithSession('viewer');
  const http = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `nyf_staff=${s.token}` } });
  for (const [next, to] of [['/staff/inbox', '/staff/inbox'], ['//evil.example', '/staff'], ['https://evil.example/staff', '/staff'], ['/api/v1/get-all-categories', '/staff'], ['/staff/../api/v1/x', '/staff'], ['/\\evil.example', '/staff']]) {
    const res = await http.get(`/staff/login?next=${encodeURIComponent(next)}`, { maxRedirects: 0 });
    expect(`${next} → ${res.status()} ${res.headers().location}`).toBe(`${next} → 307 ${to}`);
  }
  await http.dispose();
});

test('a staff cookie opens nothing on the applicants\' API', async ({ request }) => {
  const s = await staffWithSession('admin');
  const intern = await registerInternByApi(request, await insertApprovedCollege('Api'), { name: 'Pallavi Deka' });
  for (const cookie of [`nyf_staff=${s.token}`, `nyf_session=${s.token}`]) {
    const res = await request.get(`/api/v1/get-intern-by-id/${intern.id}`, { headers: { cookie } });
    expect(res.status(), cookie).toBe(401);
  }
});

test('an authenticator code is taken once: the same code in another browser is refused', async ({ browser, page, baseURL }) => {
  const s = await staffWithSession('reviewer');
  const code = totp(s.secret);
  const signIn = async (p: typeof page) => {
    await p.goto('/staff/login');
    await p.getByLabel('Email address').fill(s.email);
    await p.getByLabel('Password').fill(STAFF_PASSWORD);
    await p.getByRole('button', { name: 'Continue' }).click();
    await p.getByLabel('Code').fill(code);
    await p.getByRole('button', { name: 'Sign in' }).click();
  };
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const other = await (await browser.newContext({ baseURL })).newPage();
  await signIn(other);
  await expect(other.getByRole('main').getByRole('alert')).toHaveText('That code has already been used. Wait for the next code in your authenticator app.');
  await expect(other).toHaveURL(/\/staff\/login$/);
});

test('a console action posted from another site changes nothing; the same request from the console does', async ({ page, baseURL, playwright }) => {
  const db = createDb(e2eDatabaseUrl(), 1);
  const s: StaffLogin = await staffWithSession('reviewer');
  await signInContext(page.context(), baseURL!, s);
  const message = await db.contactMessage.create({ data: { name: 'Kabir Ali', email: 'kabir@example.org', subject: 'Cross-site check', message: 'Hello', inquiryType: 'General Inquiry' } });
  await page.goto(`/staff/inbox/contact/${message.id}`);
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/staff/inbox/contact/${message.id}`));
  await page.getByRole('button', { name: 'Mark as handled' }).click();
  const action = await posted;
  await expect(page.getByText('Marked as handled.')).toBeVisible();
  const status = async () => (await db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).inboxStatus;
  const replay = async (extra: Record<string, string>) => {
    await db.contactMessage.update({ where: { id: message.id }, data: { inboxStatus: 'read', handledBy: null, handledAt: null } });
    const headers = Object.fromEntries(Object.entries(await action.allHeaders()).filter(([k]) => !['origin', 'sec-fetch-site', 'referer', 'cookie', 'content-length', 'host'].includes(k)));
    const http = await playwright.request.newContext();
    await http.post(action.url(), { headers: { ...headers, cookie: `nyf_staff=${s.token}`, ...extra }, data: action.postDataBuffer()!, maxRedirects: 0 });
    await http.dispose();
    return status();
  };
  expect(await replay({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).toBe('read');
  expect(await replay({ 'sec-fetch-site': 'cross-site' })).toBe('read');
  expect(await replay({})).toBe('read'); // a cookie with neither Origin nor Sec-Fetch-Site: not a browser page of ours
  expect(await replay({ origin: new URL(baseURL!).origin, 'sec-fetch-site': 'same-origin' })).toBe('handled');
  await db.$disconnect();
});

test('a reviewer cannot manage staff: the admin\'s own "Disable" request, replayed with a reviewer\'s cookie, changes nothing', async ({ page, baseURL, playwright }) => {
  const db = createDb(e2eDatabaseUrl(), 1);
  const admin = await staffWithSession('admin');
  await db.staffSession.updateMany({ where: { staffId: admin.id }, data: { reauthAt: new Date() } }); // signed in again just now
  const reviewer = await staffWithSession('reviewer');
  const target = await staffWithSession('viewer');
  await signInContext(page.context(), baseURL!, admin);
  await page.goto('/staff/team');
  await page.locator(`a[href="/staff/team?confirm=disable&id=${target.id}"]`).click(); // "Disable…", on the target's row
  await expect(page.getByRole('heading', { name: `Disable Test viewer (${target.email})?` })).toBeVisible();
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/staff/team'));
  await page.getByRole('button', { name: 'Yes, disable' }).click();
  const action = await posted;
  await expect(page.getByText(/^Disabled Test viewer; their sessions have ended\./)).toBeVisible();
  const replay = async (cookie: string) => {
    await db.staffMember.update({ where: { id: target.id }, data: { disabledAt: null } });
    const headers = Object.fromEntries(Object.entries(await action.allHeaders()).filter(([k]) => !['cookie', 'content-length', 'host'].includes(k)));
    const http = await playwright.request.newContext();
    await http.post(action.url(), { headers: { ...headers, cookie }, data: action.postDataBuffer()!, maxRedirects: 0 });
    await http.dispose();
    return (await db.staffMember.findUniqueOrThrow({ where: { id: target.id } })).disabledAt;
  };
  expect(await replay(`nyf_staff=${reviewer.token}`)).toBeNull();
  expect(await replay(`nyf_staff=${admin.token}`)).not.toBeNull(); // the same request from the admin works
  // Disabled is not the end: "Bring back…" confirms, then gives a new enrolment link.
  await page.goto(`/staff/team?confirm=enable&id=${target.id}`);
  await page.getByRole('button', { name: 'Yes, bring back' }).click();
  await expect(page.getByTestId('secret-once')).toContainText('/staff/enrol/');
  expect((await db.staffMember.findUniqueOrThrow({ where: { id: target.id } })).disabledAt).toBeNull();
  await db.$disconnect();
});

test('links on another website open no document or export and leave a message new (review 2 L1, review 3 P3-5)', async ({ page, baseURL, consoleErrors }) => {
  const db = createDb(e2eDatabaseUrl(), 1);
  const intern = await registerInternByApi(page.context().request, await insertApprovedCollege('Cross-site links'), { name: 'Rituraj Saikia' });
  const doc = await db.document.findFirstOrThrow({ where: { applicantId: intern.id, kind: 'aadhaar' } });
  const message = await db.contactMessage.create({ data: { name: 'Mira Das', email: 'mira@example.org', subject: 'Cross-site link', message: 'Hello', inquiryType: 'General Inquiry' } });
  const s = await staffWithSession('admin');
  await signInContext(page.context(), baseURL!, s); // SameSite=Lax: a top-level link from another site carries it
  const reads = () => db.staffAction.count({ where: { staff: s.email, action: { in: ['intern.document.read', 'export'] } } });
  // A page on another site (served by the browser test itself; no React, so marked as hydrated for this suite's goto)
  // with links into the console, clicked as a person would.
  const evil = 'http://evil.example.test/';
  const targets = [`/staff/documents/${doc.id}`, '/staff/export/contacts', '/staff/audit/export', `/staff/inbox/contact/${message.id}`];
  await page.route(evil, (route) => route.fulfill({ contentType: 'text/html', body: `<html data-test-hydrated>${targets.map((t) => `<p><a href="${baseURL}${t}">${t}</a></p>`).join('')}</html>` }));
  for (const target of targets.slice(0, 3)) {
    await page.goto(evil);
    const [res] = await Promise.all([page.waitForResponse((r) => r.url() === `${baseURL}${target}`), page.getByRole('link', { name: target }).click()]);
    expect([target, res.status()]).toEqual([target, 403]); // Chromium sent Sec-Fetch-Site: cross-site (not visible to Playwright)
    await expect(page.getByText(FROM_ANOTHER_SITE)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the staff console' })).toHaveAttribute('href', '/staff');
  }
  expect(await reads()).toBe(0);
  // The refusal under /staff/documents keeps the documents' CSP sandbox, so this suite's own init scripts are blocked there.
  const sandboxed = (e: string) => /^Blocked script execution in '.*\/staff\/documents\/\d+' because the document's frame is sandboxed/.test(e);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !sandboxed(e)));
  // The message opens (to read it is harmless) but stays new; opened from the console it becomes read.
  await page.goto(evil);
  await page.getByRole('link', { name: targets[3] }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cross-site link' })).toBeVisible();
  expect((await db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).inboxStatus).toBe('new');
  await page.goto(`/staff/inbox?kind=contact`);
  await page.getByRole('link', { name: 'Cross-site link' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cross-site link' })).toBeVisible();
  expect((await db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).inboxStatus).toBe('read');
  // From the console itself, the document opens and its read is recorded.
  const fromConsole = await page.request.get(`/staff/documents/${doc.id}`, { headers: { 'sec-fetch-site': 'same-origin' } });
  expect(fromConsole.status()).toBe(200);
  expect(await reads()).toBe(1);
  await db.$disconnect();
});
