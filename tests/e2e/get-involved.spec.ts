// Get Involved without scripts (issue 35): Find a Club by district in a browser with JavaScript off (the GET form,
// the district's static page, an empty district that says so and links back), and a person offering to volunteer
// on a phone without scripts (the form posts itself and lands on the thanks), in English and in Assamese.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { test, expect, e2eDatabaseUrl } from './fixtures';
import { seedDemoClubsAndOpenings } from '@/lib/content-store/seed/clubs-openings';

const PHONE = { width: 390, height: 844 };

test('Find a Club: a visitor without scripts picks a district and sees its clubs; a district without one says so', async ({ browser, baseURL }) => {
  await seedDemoClubsAndOpenings(e2eDatabaseUrl()); // three demo clubs (Kamrup Metropolitan, Dibrugarh, Jorhat)
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL });
  const page = await context.newPage();
  await page.goto('/get-involved');
  await page.getByRole('link', { name: /Find a Club/ }).click();
  await expect(page).toHaveURL(/\/clubs$/);
  await page.getByLabel('District').selectOption('Dibrugarh');
  await page.getByRole('button', { name: 'Show clubs' }).click();
  await expect(page).toHaveURL(/\/clubs\/dibrugarh$/);
  await expect(page.getByRole('heading', { name: 'Dibrugarh', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gen Z Club, Dibrugarh University' })).toBeVisible();
  await expect(page.getByText('+91 98765 43210')).toBeVisible();
  await expect(page.getByText('Gen Z Club, Cotton University')).toHaveCount(0);
  await expect(page.getByLabel('District')).toHaveValue('Dibrugarh');

  await page.getByLabel('District').selectOption('Majuli');
  await page.getByRole('button', { name: 'Show clubs' }).click();
  await expect(page).toHaveURL(/\/clubs\/majuli$/);
  await expect(page.locator('main').getByRole('status')).toContainText('There is no club in Majuli yet.');
  await page.getByRole('link', { name: 'See the clubs in every district' }).click();
  await expect(page).toHaveURL(/\/clubs$/);

  // In Assamese: the same filter, the page's words translated, the proper nouns marked English.
  await page.goto('/as/clubs/find?district=Jorhat');
  await expect(page).toHaveURL(/\/as\/clubs\/jorhat$/);
  await expect(page.getByRole('button', { name: 'ক্লাব দেখুৱাওক' })).toBeVisible();
  await expect(page.locator('h3[lang="en"]', { hasText: 'Jorhat Neighbourhood Club' })).toBeVisible();
  // Not a district of the list: back to every club.
  await page.goto('/clubs/find?district=Atlantis');
  await expect(page).toHaveURL(/\/clubs$/);
  await context.close();
});

test('Start Volunteering: a person on a phone without scripts sends the short form and lands on the thanks', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL });
  const page = await context.newPage();
  await page.goto('/get-involved');
  await page.getByRole('link', { name: /Start Volunteering/ }).click();
  await expect(page).toHaveURL(/\/volunteer$/);
  const email = `volunteer-${Date.now()}@example.org`;
  await page.getByLabel('Name').fill('Rina Das');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('District').selectOption('Nagaon');
  await page.getByLabel('What you offer').fill('Weekend clean-ups and first aid at health camps.');
  await page.getByRole('button', { name: 'Send my offer' }).click();
  await expect(page).toHaveURL(/\/volunteer\/sent$/);
  await expect(page.locator('main').getByRole('status')).toHaveText('Thank you for offering to volunteer! Our team will contact you within a week about the next drive near you.');

  // Apply as Mentor in Assamese: the thanks in Assamese, the offer stored with the form's language.
  await page.goto('/as/mentor');
  const mentor = `mentor-${Date.now()}@example.org`;
  await page.locator('#mentor-name').fill('Anil Bora');
  await page.locator('#mentor-email').fill(mentor);
  await page.locator('#mentor-mobile').fill('9876501234');
  await page.locator('#mentor-district').selectOption('Sonitpur');
  await page.locator('#mentor-offer').fill('Twenty years of teaching mathematics; two evenings a month.');
  await page.getByRole('button', { name: 'মোৰ আবেদন পঠিয়াওক' }).click();
  await expect(page).toHaveURL(/\/as\/mentor\/sent$/);
  await expect(page.locator('main').getByRole('status')).toContainText('মেণ্টৰ হোৱাৰ প্ৰস্তাৱ দিয়াৰ বাবে ধন্যবাদ!');
  await context.close();

  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: e2eDatabaseUrl() }) });
  try {
    expect(await db.helpOffer.findFirst({ where: { email }, select: { kind: true, district: true, language: true } })).toEqual({ kind: 'volunteer', district: 'Nagaon', language: 'en' });
    expect(await db.helpOffer.findFirst({ where: { email: mentor }, select: { kind: true, district: true, language: true } })).toEqual({ kind: 'mentor', district: 'Sonitpur', language: 'as' });
  } finally {
    await db.$disconnect();
  }
});
