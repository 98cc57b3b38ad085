// The door on a phone (issue 36, decision 026): Chromium's camera is fed a video of the ticket's QR code
// (--use-file-for-fake-video-capture), the page reads it and checks the guest in; then the browser goes offline,
// two more tickets are typed and admitted on the device, and when it comes back they reach the database.
import { chromium, type Browser } from '@playwright/test';
import { createHash, createPrivateKey, createPublicKey, randomBytes, sign } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, e2eDatabaseUrl, runAdmin } from './fixtures';
import { staffWithSession, signInContext, shot } from './helpers/staff';
import { expectNoAxeViolations } from './helpers/registration';
import { writeQrVideo } from './helpers/y4m';
import { createDb } from '@/lib/platform/db/create-client';
import { newTicketCode } from '@/lib/events/ticket-code';

/** The e2e server's SIGNING_KEY (scripts/e2e-server.ts): the test signs a ticket as the server does (lib/events/tickets.ts). */
const E2E_SIGNING_SEED = '5e'.repeat(32);

function ticketToken(eventId: number, code: string): string {
  const privateKey = createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(E2E_SIGNING_SEED, 'hex')]), format: 'der', type: 'pkcs8' });
  const publicRaw = Buffer.from(createPublicKey(privateKey).export({ format: 'jwk' }).x!, 'base64url');
  const kid = createHash('sha256').update(publicRaw).digest().subarray(0, 4);
  const payload = Buffer.alloc(15);
  payload.write('T1', 0, 'ascii');
  payload.writeUInt32BE(eventId, 2);
  payload.write(code, 6, 'ascii');
  const signed = Buffer.concat([Buffer.from([1]), kid, payload]);
  return Buffer.concat([signed, sign(null, signed, privateKey)]).toString('base64url');
}

async function eventWithGuests(n: number) {
  const db = createDb(e2eDatabaseUrl(), 1);
  try {
    const slug = `door-e2e-${randomBytes(4).toString('hex')}`;
    const now = Date.now();
    const event = await db.event.create({
      data: {
        slug, status: 'published', category: 'Workshop', startsAt: new Date(now + 3600_000), endsAt: new Date(now + 3 * 3600_000), venueName: 'Cotton University',
        text: { en: { title: 'Door rehearsal', summary: 'A test.', description: 'A test.', coverAlt: '' } }, publishedAt: new Date(now),
      },
    });
    const guests = [];
    for (let i = 0; i < n; i++) {
      guests.push(await db.eventRegistration.create({
        data: {
          eventId: event.id, name: `Guest ${i} Bora`, email: `guest${i}.${slug}@example.org`, mobile: `7${String(now % 1e8).padStart(8, '0')}${i}`, language: 'en',
          status: 'registered', ticketCode: newTicketCode(), consentAt: new Date(),
        },
      }));
    }
    return { event, slug, guests };
  } finally {
    await db.$disconnect();
  }
}

async function checkInsOf(ids: number[]) {
  const db = createDb(e2eDatabaseUrl(), 1);
  try { return await db.eventCheckIn.findMany({ where: { registrationId: { in: ids } }, orderBy: { registrationId: 'asc' } }); } finally { await db.$disconnect(); }
}

let camera: Browser | undefined;
test.afterAll(async () => { await camera?.close(); });

test('door staff scan a ticket with the camera, keep admitting offline, and the scans sync when the network returns', async ({ baseURL }) => {
  const { event, slug, guests } = await eventWithGuests(4);
  const [first, second, third] = guests as [typeof guests[0], typeof guests[0], typeof guests[0]];
  const video = path.join(mkdtempSync(path.join(os.tmpdir(), 'door-')), 'ticket.y4m');
  writeQrVideo(video, ticketToken(event.id, first.ticketCode));
  camera = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  const context = await camera.newContext({ baseURL, permissions: ['camera'], viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  const staff = await staffWithSession('viewer');
  await signInContext(context, baseURL!, staff);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto(`/staff/events/${slug}/check-in`);
  await expect(page.getByRole('heading', { name: 'Door check-in: Door rehearsal' })).toBeVisible();
  await expect(page.getByTestId('counter')).toHaveText('Checked in: 0 / 4');
  await expect(page.getByText('The door is open.')).toBeVisible();
  await expect(page.getByTestId('sync-state')).toHaveAttribute('data-ready', 'yes', { timeout: 60_000 }); // scripts ran, the list is on the device
  await expectNoAxeViolations(page);

  // The camera: the fake video shows the first guest's QR.
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(page.getByTestId('verdict')).toHaveText('Checked in: Guest 0 Bora', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Stop the camera' }).click();
  await expect(page.getByTestId('sync-state')).toHaveText('Online · everything is synced');
  await expect.poll(async () => (await checkInsOf([first.id])).length).toBe(1);

  // Offline: two more typed (one with dashes and in lower case, as read aloud), one typed twice.
  await context.setOffline(true);
  const code = page.getByLabel('Ticket code');
  await code.fill(second.ticketCode);
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByTestId('verdict')).toHaveText('Checked in: Guest 1 Bora');
  await code.fill(`${third.ticketCode.slice(0, 3)}-${third.ticketCode.slice(3, 6)}-${third.ticketCode.slice(6)}`.toLowerCase());
  await code.press('Enter');
  await expect(page.getByTestId('verdict')).toHaveText('Checked in: Guest 2 Bora');
  await code.fill(second.ticketCode);
  await code.press('Enter');
  await expect(page.getByTestId('verdict')).toHaveText(/^Already checked in at \d\d:\d\d by /);
  await code.fill('ABCDEFGHJ');
  await code.press('Enter');
  await expect(page.getByTestId('verdict')).toHaveText('Not a valid ticket');
  await expect(page.getByTestId('sync-state')).toHaveText('Offline: scans are kept on this device · 2 waiting to sync');
  await expect(page.getByTestId('counter')).toHaveText('Checked in: 3 / 4');
  expect(await checkInsOf([second.id, third.id])).toEqual([]);
  await shot(page, 'door-offline');

  // Back online: the queue syncs by itself.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-state')).toHaveText('Online · everything is synced', { timeout: 60_000 });
  const rows = await checkInsOf([first.id, second.id, third.id]);
  expect(rows.map((r) => [r.registrationId, r.staff])).toEqual([[first.id, staff.email], [second.id, staff.email], [third.id, staff.email]]);
  expect(new Set(rows.map((r) => r.deviceId)).size).toBe(1);
  expect(rows[1]!.syncedAt.getTime()).toBeGreaterThan(rows[1]!.scannedAt.getTime()); // scanned offline, stored later
  await expect(page.getByTestId('counter')).toHaveText('Checked in: 3 / 4');

  // The admin script admits through the same function; the page learns it at its next refresh.
  expect(runAdmin('events', 'check-in', slug, guests[3]!.ticketCode)).toContain('Checked in: Guest 3 Bora');
  await page.reload();
  await expect(page.getByTestId('counter')).toHaveText('Checked in: 4 / 4');
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  await context.close();
});
