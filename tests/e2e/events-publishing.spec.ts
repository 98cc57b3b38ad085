// Issue 36/35, publishing to every instance (lib/publishing, docs/decisions/025): two production instances of the
// build, one database, behind the shipped deploy/Caddyfile in a real Caddy (skipped where Caddy is not installed).
// An admin changes a published event's title in the console of instance A; the new title is read from A, from B
// and through Caddy, on the event's page and on /events, with no rebuild and no restart (the time it took is
// printed; `npm run bench` is where time is judged). Then B is stopped, the title changed again on A, and B
// started: its very first answer is the new title (it catches up before it says it is serving).
import { test, expect } from './fixtures';
import { createDb } from '@/lib/platform/db/create-client';
import { hasCaddy } from '../helpers/caddy';
import { stopInstance, twoInstancesBehindCaddy, untilAll, type Instance } from './helpers/instances';
import { signInContext, staffWithSession } from './helpers/staff';
import { eventInput } from '../factories/event';

test.describe.configure({ mode: 'serial' });
test.skip(!hasCaddy(), 'Caddy is not installed (apt-get install -y caddy)');

let two: Awaited<ReturnType<typeof twoInstancesBehindCaddy>>;
let database: typeof two.database;
let proxyUrl = '';

test.beforeAll(async () => {
  test.setTimeout(480_000);
  two = await twoInstancesBehindCaddy('publishing');
  ({ database, proxyUrl } = two);
});

test.afterAll(async () => {
  await two?.close();
});

const read = async (url: string) => (await fetch(url)).text();

test('a change published on one instance is served by both and through Caddy; a stopped instance catches up when it starts', async ({ browser }) => {
  test.setTimeout(480_000);
  const [a, b] = two.instances as [Instance, Instance];
  const input = eventInput({ title: 'Riverbank Drive, first title' });
  const db = createDb(database.url, 1);
  await db.event.create({ data: { ...input, startsAt: input.startsAt as Date, endsAt: input.endsAt as Date, capacity: null, registrationOpensAt: null, registrationClosesAt: null, status: 'published', publishedAt: new Date(), text: input.text } });
  await db.$disconnect();
  const page = (i: { url: string }) => `${i.url}/events/${input.slug}`;
  await untilAll([page(a), page(b), page({ url: proxyUrl })], 'Riverbank Drive, first title');

  const context = await browser.newContext();
  await signInContext(context, a.url, await staffWithSession('admin', { databaseUrl: database.url }));
  const console_ = await context.newPage();
  const retitle = async (title: string) => {
    await console_.goto(`${a.url}/staff/events/${input.slug}`);
    await console_.getByRole('group', { name: 'English (required)' }).getByLabel('Title', { exact: true }).fill(title);
    await console_.getByRole('button', { name: 'Save changes' }).click();
    await expect(console_.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  };

  await retitle('Riverbank Drive, second title');
  const took = await untilAll([page(a), page(b), page({ url: proxyUrl }), `${a.url}/events`, `${b.url}/hi/events`], 'Riverbank Drive, second title');
  console.log(`published on A, served by A, B and Caddy after ${took} ms`);

  await stopInstance(b);
  await retitle('Riverbank Drive, third title');
  const restarted = await two.restart(1);
  // Its first answers, before any other request reached it: the catch-up ran before "serving on".
  expect(await read(page(restarted))).toContain('Riverbank Drive, third title');
  expect(await read(`${restarted.url}/events`)).toContain('Riverbank Drive, third title');
  await context.close();
});
