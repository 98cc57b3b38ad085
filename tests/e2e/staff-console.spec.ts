// The staff console, walked as a person would (issue 26, "Done when" 1-8): an admin adds a reviewer with the
// script, the reviewer enrols (password, authenticator, recovery codes), signs in, finds the intern registered
// in the test, opens the Aadhaar PDF and the photo, approves (the intern's mail arrives and their card says so),
// rejects another with a reason, reads and handles a contact message whose notice reached the staff mailbox,
// exports, and signs out; the cookie kept from before the sign-out opens nothing.
import { readFile } from 'node:fs/promises';
import { test, expect, runAdmin } from './fixtures';
import { expectNoAxeViolations, insertApprovedCollege, pdfFile, registerInternByApi } from './helpers/registration';
import { waitForMail } from './helpers/mail';
import { STAFF_PASSWORD, staffWithSession, totp } from './helpers/staff';
import { createDb } from '@/lib/platform/db/create-client';
import { e2eDatabaseUrl } from './fixtures';

test('a reviewer enrols, reviews two interns with their documents, handles a message, exports and signs out', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const db = createDb(e2eDatabaseUrl(), 1);
  // 1. staff add, enrolment, authenticator code
  const email = `rina.${Date.now()}@staff.e2e.test`;
  const added = runAdmin('staff', 'add', '--name', 'Rina Das', '--email', email, '--role', 'reviewer');
  const link = /http\S+\/staff\/enrol\/[\w-]{43}/.exec(added)![0];
  await page.goto(link.replace(/^http:\/\/[^/]+/, baseURL!));
  await expect(page.getByRole('heading', { name: 'Welcome, Rina Das' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('Confirm password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: add your authenticator app' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('The 6-digit code your app shows').fill(totp(secret));
  await page.getByRole('button', { name: 'Finish enrolment' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('link', { name: 'Sign in now' }).click();

  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code').fill(totp(secret, 1)); // enrolment spent this step's code: the next one (one step early) is taken
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // 2. the intern registered in the test appears in the queue
  const college = await insertApprovedCollege('Console');
  const internContext = await browser.newContext();
  const internPage = await internContext.newPage();
  const tag = String(Date.now()).slice(-6);
  const approved = await registerInternByApi(internPage.request, college, { name: 'Mousumi Kalita' });
  const rejected = await registerInternByApi((await browser.newContext()).request, college, { name: 'Dipankar Saikia' });
  // exact: the console's menu also has Internships (issue 37), whose name contains this one
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Interns', exact: true }).click();
  await page.getByLabel('Search').fill(approved.mobile);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('row').filter({ hasText: approved.name });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: new RegExp(approved.name) })).toBeVisible();
  // The sector the intern ticked, as they read it, not the spec's wire value ('career').
  await expect(page.getByText('Career & Skills', { exact: true })).toBeVisible();

  // 3. the Aadhaar PDF (in its frame, shown by Chromium's PDF viewer, and as a download) and the photo
  const aadhaar = await db.document.findFirstOrThrow({ where: { applicantId: approved.id, kind: 'aadhaar' } });
  const pdfFrame = page.frameLocator(`iframe[title="Aadhaar card of ${approved.name} (PDF)"]`);
  await expect(pdfFrame.locator('body')).toBeAttached();
  // Chromium's PDF viewer runs in a frame of its own inside ours: it is there only when the PDF is shown.
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://') && f.parentFrame()?.url().endsWith(`/staff/documents/${aadhaar.id}?framed`))).toBe(true);
  const photo = page.getByRole('img', { name: `Passport photo of ${approved.name}` });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^aadhaar-\d+\.pdf$/);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  const reads = await db.staffAction.findMany({ where: { staff: email, action: 'intern.document.read', entityId: approved.id } });
  expect(reads.map((r) => (r.detail as { document: string }).document).sort()).toEqual(['aadhaar', 'aadhaar', 'passport_photo']); // the frame and the download

  // 4. approve, after confirming: the intern's mail arrives and their card says so
  await page.getByRole('link', { name: 'Approve…' }).click();
  await expect(page.getByRole('heading', { name: `Approve ${approved.name}?` })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, approve' }).click();
  // Which of the two depends on whether the worker has sent the mail yet; each says the mail's state (rough-edges.spec.ts).
  const approvedWords = /^Approved\. (The applicant is being emailed|The approval mail to the applicant has been sent)\.$/;
  await expect(page.getByText(approvedWords)).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(approvedWords); // the outcome has the focus (review 3, P3-1)
  const internEmail = `bikash.${approved.mobile}@example.com`;
  await waitForMail(internEmail, /^Approved: /);
  await internPage.goto('/internship-acknowledgement');
  await expect(internPage.locator('[data-card-status]')).toHaveText('Status: VERIFIED');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Review history' }).getByRole('listitem').first()).toHaveText(/^Approved by Rina Das, \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);

  // 5. reject another with a reason
  await page.goto(`/staff/queue/interns/${rejected.id}`);
  await page.getByLabel('Reason for rejecting (sent to the applicant)').fill('The Aadhaar copy is unreadable; please register again with a clear scan.');
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Rejected. The applicant is being emailed with your reason.')).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Rejected. The applicant is being emailed with your reason.'); // the outcome has the focus (review 3, P3-1)
  const rejection = await waitForMail(`bikash.${rejected.mobile}@example.com`, /was not accepted/);
  expect(rejection.mail.text).toContain('unreadable');

  // 6. a contact message: the staff mailbox is told, the sender gets a confirmation; read and handle it
  const sender = `asha.${tag}@example.org`;
  // From a visitor's own address: the staff get a notice per message up to LIMITS.staffNoticesPerAddress per address.
  const sent = await page.request.post('/api/v1/contact', { headers: { 'x-forwarded-for': '198.19.0.39' }, data: { name: 'Asha Nath', email: sender, inquiryType: 'Volunteer Information', subject: `Volunteering ${tag}`, message: 'I would like to help at the next drive.' } });
  expect(sent.status()).toBe(200);
  const stored = await db.contactMessage.findFirstOrThrow({ where: { email: sender } });
  const notice = await waitForMail('staff@e2e.test', new RegExp(`^New contact message #${stored.id} on the website$`));
  expect(notice.mail.text).toContain(`Volunteering ${tag}`);
  const confirmation = await waitForMail(sender, /^We have received your message$/);
  expect(confirmation.mail.text).toContain('within two working days');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Inbox' }).click();
  await page.getByRole('link', { name: `Volunteering ${tag}` }).click();
  await expect(page.getByText('State: read')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', `mailto:${sender}?subject=${encodeURIComponent(`Re: Volunteering ${tag}`)}`);
  await page.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(page.getByText('Marked as handled.')).toBeVisible();
  await expect(page.getByText(`handled by ${email}`)).toBeVisible();

  // 7. export
  await page.getByRole('link', { name: /Contact messages/ }).first().click();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export contact messages (CSV)' }).click()]);
  const text = await readFile((await csv.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe('id,name,email,inquiryType,subject,message,createdAt');
  expect(text).toContain(`Asha Nath,${sender},Volunteer Information,Volunteering ${tag}`);

  // 8. sign out; the cookie from before opens nothing
  const cookie = (await page.context().cookies()).find((c) => c.name === 'nyf_staff')!;
  expect(cookie).toMatchObject({ path: '/staff', httpOnly: true, sameSite: 'Lax' });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/login\?signed-out=1$/);
  await expect(page.getByRole('status')).toHaveText('You are signed out.'); // review 3, P3-9
  const thief = await browser.newContext();
  await thief.addCookies([cookie]);
  const stolen = await thief.request.get('/staff', { maxRedirects: 0 });
  expect(stolen.status()).toBe(307);
  expect(stolen.headers().location).toMatch(/\/staff\/login$/);
  await db.$disconnect();
});

test('bulk approve: the selected pending interns are approved, with a result per row', async ({ page, baseURL, playwright }) => {
  const { signInContext, staffWithSession } = await import('./helpers/staff');
  const college = await insertApprovedCollege('Bulk');
  const fresh = () => playwright.request.newContext({ baseURL });
  const a = await registerInternByApi(await fresh(), college, { name: 'Jyoti Hazarika' });
  const b = await registerInternByApi(await fresh(), college, { name: 'Manab Gogoi' });
  await signInContext(page.context(), baseURL!, await staffWithSession('reviewer'));
  await page.goto(`/staff/queue/interns?college=${college.id}`);
  await page.getByRole('checkbox', { name: 'Select Jyoti Hazarika' }).check();
  await page.getByRole('checkbox', { name: 'Select Manab Gogoi' }).check();
  await page.getByRole('button', { name: 'Approve selected…' }).click();
  await expect(page.getByRole('heading', { name: 'Approve 2 applications?' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText([/Jyoti Hazarika/, /Manab Gogoi/]);
  await page.getByRole('button', { name: 'Yes, approve 2' }).click();
  // Done: the question and its button give way to a heading that says so, focused, and a link per application (review 3, P3-2).
  const done = page.getByRole('heading', { level: 1, name: 'Approved 2 of 2' });
  await expect(done).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Approve 2 applications?' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Yes, approve/ })).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('Every approved applicant is being emailed. Each approval can be undone from its page for 10 minutes.');
  const results = page.getByTestId('results').getByRole('link');
  await expect(results).toHaveText([/^INT-\d{4}-\d{5} \(Jyoti Hazarika\): approved$/, /^INT-\d{4}-\d{5} \(Manab Gogoi\): approved$/]);
  expect(await results.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([`/staff/queue/interns/${a.id}`, `/staff/queue/interns/${b.id}`]);
  await expectNoAxeViolations(page);
  const db = createDb(e2eDatabaseUrl(), 1);
  expect((await db.applicant.findMany({ where: { id: { in: [a.id, b.id] } }, select: { status: true } })).map((r) => r.status)).toEqual(['approved', 'approved']);
  // Undo one from its page: back to pending, and the page says what became of the mail.
  await page.getByRole('link', { name: /Jyoti Hazarika/ }).click();
  await page.getByRole('button', { name: 'Undo approval' }).click();
  await expect(page.getByText(/^Approval undone: the application is pending again\. The approval mail (had not been sent, and now never will be|had already been sent, so the applicant may think they are approved: tell them yourself)\.$/)).toBeFocused();
  // When the mail had left, the page offers to write to them (review 3, L7); otherwise there is nothing to take back.
  const writeTo = page.getByRole('link', { name: /^Write to / });
  if ((await page.getByText(/^Approval undone:/).textContent())!.includes('already been sent')) await expect(writeTo).toHaveAttribute('href', /^mailto:[^?]+%40[^?]+\?subject=Your%20application%20INT-/);
  else await expect(writeTo).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('pending');
  expect((await db.applicant.findUniqueOrThrow({ where: { id: a.id } })).status).toBe('pending');
  await expect(page.getByRole('link', { name: 'Approve…' })).toBeVisible(); // only what pending allows
  await expect(page.getByRole('button', { name: 'Revoke card' })).toHaveCount(0);
  await db.$disconnect();
});

test('two entries of one college: each is flagged with a link to the other, and bulk approve takes only the one ticked as compared', async ({ page, baseURL }) => {
  const { createInstitution, placeIn } = await import('../factories/institution');
  const db = createDb(e2eDatabaseUrl(), 1);
  const { district, station } = await placeIn(db);
  const name = `Cotton University ${Date.now()}`;
  const entries: { id: number }[] = [];
  for (const spelling of [name, ` ${name.toUpperCase()}  `]) {
    const row = await createInstitution(db, { name: spelling, districtId: district.id, policeStationId: station.id, status: 'pending' });
    await db.document.create({ data: { kind: 'institution_id_proof', institutionId: row.id, contentType: 'application/pdf', storageKey: `e2e-dup-${row.id}`, sizeBytes: 1, sha256: '0'.repeat(64) } });
    entries.push(row);
  }
  const [a, b] = entries;
  const { signInContext, staffWithSession } = await import('./helpers/staff');
  // A viewer sees the flag too (and, without documents, no frame of the proof this test has no file for).
  await signInContext(page.context(), baseURL!, await staffWithSession('viewer'));
  await page.goto(`/staff/queue/institutions/${a.id}`);
  await expect(page.getByRole('note')).toContainText('Possible duplicate: the same name in the same district as');
  await expect(page.getByRole('note').getByRole('link')).toHaveAttribute('href', `/staff/queue/institutions/${b.id}`);
  await signInContext(page.context(), baseURL!, await staffWithSession('reviewer'));
  await page.goto(`/staff/queue/institutions/approve?ids=${a.id}&ids=${b.id}`);
  await expect(page.getByRole('heading', { name: 'Approve 2 applications?' })).toBeVisible();
  await page.getByRole('checkbox').first().check(); // "I compared it with …" for the first entry only
  await page.getByRole('button', { name: 'Yes, approve 2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approved 1 of 2' })).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(/^Every approved college is being emailed\./);
  await expect(page.getByTestId('results').getByRole('listitem')).toHaveText([/: approved$/, `#${b.id}: not approved. Possible duplicate: compare it with the other entry and tick its box.`]);
  expect((await db.institution.findMany({ where: { id: { in: [a.id, b.id] } }, orderBy: { id: 'asc' }, select: { status: true } })).map((r) => r.status)).toEqual(['approved', 'pending']);
  // The tick is on the record: the approval's audit row says the reviewer compared it (review 3, L2).
  expect((await db.staffAction.findFirstOrThrow({ where: { action: 'institution.approve', entityId: a.id } })).detail).toEqual({ from: 'pending', to: 'approved', comparedDuplicate: true });
  await db.$disconnect();
});

test('a reason typed while the session ended comes back after signing in again, on the same page', async ({ page, baseURL, playwright }) => {
  const { signInContext, staffWithSession } = await import('./helpers/staff');
  const db = createDb(e2eDatabaseUrl(), 1);
  const intern = await registerInternByApi(await playwright.request.newContext({ baseURL }), await insertApprovedCollege('Draft'), { name: 'Pranjal Das' });
  const s = await staffWithSession('reviewer');
  await signInContext(page.context(), baseURL!, s);
  await page.goto(`/staff/queue/interns/${intern.id}`);
  const why = 'The photo is blurred; please register again with a clear one.';
  await page.getByLabel('Reason for rejecting (sent to the applicant)').fill(why);
  await db.staffSession.deleteMany({ where: { staffId: s.id } }); // 30 minutes without activity, as the server sees it
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/login\\?next=%2Fstaff%2Fqueue%2Finterns%2F${intern.id}$`));
  await page.getByLabel('Email address').fill(s.email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code').fill(totp(s.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /Pranjal Das/ })).toBeVisible();
  await expect(page.getByLabel('Reason for rejecting (sent to the applicant)')).toHaveValue(why);
  expect((await db.applicant.findUniqueOrThrow({ where: { id: intern.id } })).status).toBe('pending'); // nothing was decided while signed out
  await db.$disconnect();
});

test('signed out, an application page leads to sign in and back to the page, with the PDF in its frame (review 2, M2)', async ({ page, baseURL, playwright }) => {
  const db = createDb(e2eDatabaseUrl(), 1);
  const intern = await registerInternByApi(await playwright.request.newContext({ baseURL }), await insertApprovedCollege('Frame After Sign-in College'), { name: 'Frame Afterwards' });
  const aadhaar = await db.document.findFirstOrThrow({ where: { applicantId: intern.id, kind: 'aadhaar' } });
  const s = await staffWithSession('reviewer');
  const refused: string[] = [];
  page.on('console', (m) => { if (/frame-src/.test(m.text())) refused.push(m.text()); });
  await page.goto(`/staff/queue/interns/${intern.id}`);
  await expect(page).toHaveURL(`/staff/login?next=${encodeURIComponent(`/staff/queue/interns/${intern.id}`)}`);
  await page.getByLabel('Email address').fill(s.email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code').fill(totp(s.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: /Frame Afterwards/ })).toBeVisible();
  // The page came by a client-side navigation from /staff/login, under that page's CSP: it must allow the frame.
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://') && f.parentFrame()?.url().endsWith(`/staff/documents/${aadhaar.id}?framed`))).toBe(true);
  expect(refused).toEqual([]);
  await db.$disconnect();
});

test('the Team page says an account is locked after wrong codes, and offers the reset that lets them in (review 2, M4)', async ({ playwright, baseURL }) => {
  const db = createDb(e2eDatabaseUrl(), 1);
  const [admin, locked] = [await staffWithSession('admin', { reauthenticated: true }), await staffWithSession('reviewer')];
  await db.staffMember.update({ where: { id: locked.id }, data: { codeLockedAt: new Date('2026-11-20T04:30:00Z') } });
  const http = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `nyf_staff=${admin.token}` } });
  const html = (await (await http.get('/staff/team')).text()).replaceAll('<!-- -->', ''); // React's marks between text pieces
  const at = html.indexOf(`(${locked.email})`);
  expect(at).toBeGreaterThan(0);
  const row = html.slice(at, html.indexOf('</li>', at));
  expect(row).toContain('reviewer; locked after wrong codes on 20 Nov 2026, 10:00: reset their password and authenticator to let them in;');
  expect(row).toContain(`href="/staff/team?confirm=reset&amp;id=${locked.id}"`);
  await db.$disconnect();
});

test('"Confirm it is you" says why it asks and has a way back (review 2, L4)', async ({ playwright, baseURL }) => {
  const s = await staffWithSession('admin');
  const http = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `nyf_staff=${s.token}` } });
  for (const [next, why] of [['/staff/team', 'Changing staff accounts needs this step.'], ['/staff/queue/interns/7#erase', 'Erasing an applicant&#x27;s data needs this step.'], ['/staff/queue/interns/7#reset', 'Making a password reset link for an applicant needs this step.']]) {
    const html = (await (await http.get(`/staff/reauth?next=${encodeURIComponent(next)}`)).text()).replaceAll('<!-- -->', '');
    expect(html).toContain(`<p class="mt-3 text-slate-700">${why} Enter your password and a new code (${s.email}).</p>`);
    expect(html).toMatch(new RegExp(`<a [^>]*href="${next.replace(/[#/]/g, '\\$&')}"[^>]*>Cancel</a>`));
  }
});

test('a college\'s decisions speak of the college: approved, "The college is being emailed", focused (review 3, P3-3)', async ({ page, baseURL }) => {
  const { createInstitution, placeIn } = await import('../factories/institution');
  const db = createDb(e2eDatabaseUrl(), 1);
  const { district, station } = await placeIn(db);
  const [one, two] = [`Dhemaji College ${Date.now()}`, `Majuli College ${Date.now()}`];
  const ids: number[] = [];
  for (const name of [one, two]) {
    const row = await createInstitution(db, { name, districtId: district.id, policeStationId: station.id, status: 'pending' });
    await db.document.create({ data: { kind: 'institution_id_proof', institutionId: row.id, contentType: 'application/pdf', storageKey: `e2e-words-${row.id}`, sizeBytes: 1, sha256: '0'.repeat(64) } });
    ids.push(row.id);
  }
  const { signInContext, staffWithSession } = await import('./helpers/staff');
  await signInContext(page.context(), baseURL!, await staffWithSession('reviewer'));
  // The proofs' rows have no stored file (this test is about words and focus): the frame is given a PDF.
  await page.route('**/staff/documents/**', (route) => route.fulfill({ status: 200, contentType: 'application/pdf', body: pdfFile().buffer }));
  await page.goto(`/staff/queue/institutions/${ids[0]}?confirm=approve`);
  await page.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Approved\. (The college is being emailed|The approval mail to the college has been sent)\.$/);
  await expect(page.getByRole('status')).toBeFocused();
  // The rejection of the other speaks of the college too, and nothing on its page of "the applicant".
  await page.goto(`/staff/queue/institutions/${ids[1]}`);
  await page.getByLabel('Reason for rejecting (sent to the college)').fill('The ID proof is not the college\'s own.');
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('status')).toHaveText('Rejected. The college is being emailed with your reason.');
  await expect(page.getByRole('status')).toBeFocused();
  await expect(page.getByText(/applicant/)).toHaveCount(0);
  await db.$disconnect();
});
