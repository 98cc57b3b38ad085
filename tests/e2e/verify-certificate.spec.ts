// A certificate's QR code leads anyone to /verify/{code}: valid with its fields, revoked with the date, replaced
// by a newer number, or issued to someone since erased (no name); in English, Assamese and Hindi, over plain HTTP
// and in a browser without scripts. A forged code gets the "not valid" answer. The keys and the issuer's DID
// document are published for offline checks.
import { randomInt } from 'node:crypto';
import { test, expect, runAdmin, e2eDatabaseUrl } from './fixtures';
import { createDb } from '@/lib/platform/db/create-client';

const details = { programme: 'Tech for Change', institution: 'Cotton University', starts: '2026-06-01', ends: '2026-07-26', hours: 96 };

/** A certificate row as lib/certificates issues it (the issuing features are events' and internships'), and its verify link. */
async function certificate(holderName: string) {
  const db = createDb(e2eDatabaseUrl(), 1);
  try {
    const row = await db.certificate.create({ data: { number: `INT-2099-${randomInt(1e5, 1e6)}`, kind: 'internship_completion', subjectId: randomInt(1e6, 1e7), holderName, language: 'as', details } });
    const link = /Verify\s+(\S+)/.exec(runAdmin('certificates', 'show', row.number))![1];
    return { ...row, link, path: new URL(link).pathname };
  } finally {
    await db.$disconnect();
  }
}

test('each state of a certificate over HTTP, in three languages', async ({ request }) => {
  const valid = await certificate('Anupam Das');
  const html = await (await request.get(valid.path)).text();
  expect(html).toContain('Certificate verification');
  expect(html).toContain('Valid completion certificate');
  expect(html).toContain('Anupam Das');
  expect(html).toContain('Cotton University');
  expect(html).toContain('1 June 2026');
  expect(html).toContain(valid.number);
  const as = await (await request.get(`/as${valid.path}`)).text();
  expect(as).toContain('বৈধ সম্পূৰ্ণতাৰ প্ৰমাণপত্ৰ');
  expect(as).toContain('অনুমোদিত ঘণ্টা');
  const hi = await (await request.get(`/hi${valid.path}`)).text();
  expect(hi).toContain('मान्य पूर्णता प्रमाणपत्र');

  expect(runAdmin('certificates', 'revoke', valid.number, '--reason', 'Hours were wrong')).toMatch(/^Revoked /);
  const revoked = await (await request.get(valid.path)).text();
  const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date());
  expect(revoked).toContain(`Revoked on ${today}`);
  expect(await (await request.get(`/hi${valid.path}`)).text()).toContain(`${new Intl.DateTimeFormat('hi-IN-u-nu-latn', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date())} को रद्द किया गया`);

  const fresh = /as (\S+)\./.exec(runAdmin('certificates', 'reissue', valid.number))![1];
  const replaced = await (await request.get(valid.path)).text();
  expect(replaced).toContain(`Replaced by ${fresh}`);

  const erasedCert = await certificate('Nobody Knows');
  const db = createDb(e2eDatabaseUrl(), 1);
  await db.certificate.update({ where: { id: erasedCert.id }, data: { holderName: null, erasedAt: new Date() } }).finally(() => db.$disconnect());
  const erased = await (await request.get(erasedCert.path)).text();
  expect(erased).toContain('Issued; the holder&#x27;s data was erased.');
  expect(erased).not.toContain('Nobody Knows');
  expect(erased).not.toContain('Cotton University');

  const forged = valid.path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  const refused = await (await request.get(forged)).text();
  expect(refused).toContain('This card could not be verified.');
  expect(refused).not.toContain('Anupam Das');
});

test('a certificate checks in a browser without scripts, and its replacement is one link away', async ({ browser }) => {
  const old = await certificate('Juri Kalita');
  const fresh = /as (\S+)\./.exec(runAdmin('certificates', 'reissue', old.number, '--name', 'Juri Kalita Das'))![1];
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(old.link);
  await expect(page.getByTestId('certificate-status')).toHaveAttribute('data-state', 'replaced');
  await expect(page.getByTestId('certificate-status')).toContainText(`Replaced by ${fresh}`);
  await page.getByRole('link', { name: 'Check the new certificate' }).click();
  await expect(page.getByTestId('certificate-status')).toHaveAttribute('data-state', 'valid');
  await expect(page.getByTestId('certificate-status')).toContainText('Valid completion certificate');
  await expect(page.locator('dd', { hasText: 'Juri Kalita Das' })).toBeVisible();
  await expect(page.locator('dd', { hasText: fresh })).toBeVisible();
  await context.close();
});

test('the public keys and the issuer\'s DID document are published, cached a day', async ({ request }) => {
  const keys = await request.get('/.well-known/nextgen-keys.json');
  expect(keys.status()).toBe(200);
  expect(keys.headers()['cache-control']).toBe('public, max-age=86400');
  const body = await keys.json();
  expect(body.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', publicKeyMultibase: expect.stringMatching(/^z6Mk/) });
  const did = await request.get('/.well-known/did.json');
  expect(did.status()).toBe(200);
  expect(await did.json()).toMatchObject({ id: expect.stringMatching(/^did:web:127\.0\.0\.1%3A\d+$/), assertionMethod: [expect.stringContaining(`#${body.keys[0].kid}`)] });
});
