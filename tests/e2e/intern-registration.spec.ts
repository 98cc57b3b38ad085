// The internship wizard in the browser (spec part 2 and issue 5): a registration at phone width that
// ends on the intern's card (photo, QR code, print view), the step rules and messages, the live mobile
// check, and the Guardian step that appears only for applicants aged 16 or 17.
import { personalStorage } from './helpers/personal-storage';
import { test, expect } from './fixtures';
import { INTERNSHIP_GUIDELINES, INTERNSHIP_PDFS } from '@/lib/content/internship';
import { GUARDIAN_MESSAGES, GUARDIAN_NOTICE } from '@/lib/registration/schema';
import { PASSWORD_MESSAGES } from '@/lib/accounts/password-rules';
import {
  applicant, cardValue, confirmSubmit, dobForAge, expectNoAxeViolations, fillDocuments, fillEducation, fillInstitute, fillPersonal, insertApprovedCollege,
  pdfFile, pngFile, readCardQr, registerInternByApi, stepHeading, PASSWORD, type College,
} from './helpers/registration';

let college: College;
test.beforeAll(async () => { college = await insertApprovedCollege('Cotton'); });

const fieldError = (page: import('@playwright/test').Page, name: string) => page.locator(`#field-${name}-error`);
const progress = (page: import('@playwright/test').Page) => page.getByRole('progressbar');

test('an intern registers at phone width and lands on their card with photo, QR code and print view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const a = applicant({ name: 'Priya Gogoi' });
  await page.goto('/intern');
  await expect(page.getByRole('heading', { level: 1, name: 'Internship Registration' })).toBeVisible();
  // Indexable, as the sitemap lists it (a sitemap URL marked noindex is a contradiction search engines report).
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/intern$/);
  await expect(page.getByRole('navigation', { name: 'Registration' }).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  await expect(page.getByText(INTERNSHIP_GUIDELINES[0])).toBeVisible();
  for (const pdf of INTERNSHIP_PDFS) await expect(page.getByRole('link', { name: new RegExp(pdf.label) })).toHaveAttribute('href', pdf.href);
  await expect(progress(page)).toHaveAttribute('aria-valuemax', '4');
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expectNoAxeViolations(page);

  await fillInstitute(page, college);
  await expect(stepHeading(page, 2, 4)).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '1');
  await fillPersonal(page, college, a);
  await expect(stepHeading(page, 3, 4)).toBeVisible();
  await fillEducation(page);
  await expect(page.getByText('Educational information saved successfully.')).toBeVisible();
  await expect(stepHeading(page, 4, 4)).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '3');
  await expect(page.getByText('Only the last four digits of your Aadhaar number may be visible.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute('href', '/internship-terms');
  await fillDocuments(page);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '4');
  await confirmSubmit(page);
  await expect(page.getByText('Internship Registration Submitted Successfully!')).toBeVisible();

  await page.waitForURL('**/internship-acknowledgement');
  await expect(page.getByRole('heading', { level: 1, name: 'Internship Acknowledgement Card' })).toBeVisible();
  const applicationId = (await cardValue(page, 'Application ID').textContent())!;
  expect(applicationId).toMatch(/^INT-\d{4}-\d{5}$/);
  const expected: [string, string][] = [
    ['Name', a.name], ['Gender', 'Female'], ['Mobile No.', a.mobile], ['WhatsApp No.', a.mobile], ['Email', a.email], ['Address', a.address],
    ['District', college.district], ['Police Station', college.station], ['PIN Code', a.pin], ['Verification Status', 'Pending'],
    ['Category', 'Graduation'], ['Stream', 'Arts'], ['Course', 'BA'], ['Semester', '3rd Semester/Year'],
    ['Institute', college.name], ['Institute Address', college.address], ['Institute PIN', college.pin],
  ];
  for (const [label, value] of expected) await expect(cardValue(page, label)).toHaveText(value);
  await expect(cardValue(page, 'Date of Birth')).toHaveText(a.dob.split('-').reverse().join('/'));
  await expect(cardValue(page, 'Referral Code')).toHaveText(/^NYF-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await expectNoAxeViolations(page);

  const photo = page.getByRole('img', { name: `Passport photo of ${a.name}` });
  await expect(photo).toHaveAttribute('src', /^\/api\/v1\/documents\/\d+\?v=\d+$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await readCardQr(page)).toMatch(new RegExp(`^Application ID: ${applicationId}\\nName: ${a.name}\\nVerify: http\\S+/verify/[a-z0-9-]+[\\w-]{22}$`));

  const stored = await page.evaluate(() => ['internId', 'selectedCategoryName', 'selectedStreamName', 'selectedCourseName'].map((k) => localStorage.getItem(k)));
  expect(stored.slice(1)).toEqual(['Graduation', 'Arts', 'BA']);
  expect(stored[0]).toMatch(/^\d+$/);

  // A new registration is pending: the watermark says so, never VERIFIED.
  await expect(page.locator('[data-watermark]')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-watermark]')).toHaveText('PENDING VERIFICATION');
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download as PDF' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL('**/login');
  expect(await personalStorage(page)).toEqual({});
  await page.goto('/internship-acknowledgement');
  await expect(page).toHaveURL('/login?next=%2Finternship-acknowledgement');
});

test('each step shows its messages for bad input and keeps what was typed', async ({ page }) => {
  await page.goto('/intern');
  // Step 1: everything required; choosing a college copies its details read-only.
  await page.getByRole('button', { name: 'Next' }).click();
  for (const [name, message] of [['collegeName', 'College Name is required.'], ['collegeAddress', 'College Address is required.'], ['district', 'District is required.'], ['policeStation', 'Police Station is required.'], ['pinCode', 'PIN Code is required.']]) {
    await expect(fieldError(page, name)).toHaveText(message);
  }
  await page.getByLabel(/^College Name/).selectOption({ label: college.name });
  await expect(page.getByLabel(/^College Address/)).toHaveValue(college.address);
  await expect(page.getByLabel(/^District/)).toHaveValue(college.district);
  await expect(page.getByLabel(/^Police Station/)).toHaveValue(college.station);
  await expect(page.getByLabel(/^PIN Code/)).toHaveValue(college.pin);
  await expect(page.getByLabel(/^PIN Code/)).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: typing filters, then the messages of bad values.
  await expect(stepHeading(page, 2, 4)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  for (const [name, message] of [['applicantName', 'Full name is required.'], ['applicantAddress', 'Address is required.'], ['dateOfBirth', 'Date of birth is required.'], ['gender', 'Gender is required.'], ['mobileNumber', 'Mobile number is required.'], ['email', 'Email is required.']]) {
    await expect(fieldError(page, name)).toHaveText(message);
  }
  await expect(page.getByLabel(/^Police Station/)).toBeDisabled();
  await page.getByLabel(/^Full Name/).fill('Priya2   Gogoi!');
  await expect(page.getByLabel(/^Full Name/)).toHaveValue('Priya Gogoi');
  await page.getByLabel(/^Full Name/).fill('Priya');
  await page.getByLabel(/^PIN Code/).fill('78a10245');
  await expect(page.getByLabel(/^PIN Code/)).toHaveValue('781024');
  await page.getByLabel(/^PIN Code/).fill('111111');
  await page.getByLabel(/^Address/).fill('House 12 & Sons');
  await page.getByLabel(/^Mobile Number/).fill('98765abc432109');
  await expect(page.getByLabel(/^Mobile Number/)).toHaveValue('9876543210');
  await page.getByLabel(/^Mobile Number/).fill('5123456789');
  await page.getByLabel(/^Date of Birth/).fill(dobForAge(12));
  await page.getByLabel(/^Email/).fill('priya@');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(fieldError(page, 'applicantName')).toHaveText('Please enter both first and last name.');
  await expect(fieldError(page, 'applicantAddress')).toHaveText('Address cannot contain any of: $, &, *, ?, =, %');
  await expect(fieldError(page, 'applicantPinCode')).toHaveText('Invalid PIN code.');
  await expect(fieldError(page, 'mobileNumber')).toHaveText('Invalid mobile number.');
  await expect(fieldError(page, 'dateOfBirth')).toHaveText('Invalid or out-of-range DOB.');
  await expect(fieldError(page, 'email')).toHaveText('Invalid email address.');
  await expect(stepHeading(page, 2, 4)).toBeVisible();
  await expectNoAxeViolations(page);

  // District -> police stations; a new district clears the station. WhatsApp copies the mobile.
  await page.getByLabel(/^District/).selectOption({ label: college.district });
  await page.getByLabel(/^Police Station/).selectOption({ label: college.station });
  await page.getByLabel(/^District/).selectOption({ label: 'Dibrugarh' });
  await expect(page.getByLabel(/^Police Station/)).toHaveValue('');
  const mobile = applicant().mobile;
  await page.getByLabel(/^Mobile Number/).fill(mobile);
  await page.getByLabel('Whatsapp number same as mobile').check();
  await expect(page.getByLabel(/^WhatsApp Number/)).toHaveValue(mobile);
  await expect(page.getByLabel(/^WhatsApp Number/)).toHaveAttribute('readonly', '');
  await page.getByLabel('Whatsapp number same as mobile').uncheck();
  await expect(page.getByLabel(/^WhatsApp Number/)).toHaveValue('');
  await page.getByLabel(/^WhatsApp Number/).fill('7777777777');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(fieldError(page, 'whatsappNumber')).toHaveText('Invalid WhatsApp number.');
  await fillPersonal(page, college, applicant({ mobile }));

  // Step 3: required choices, courses only for Graduation / Post-Graduation, the password rules.
  await expect(stepHeading(page, 3, 4)).toBeVisible();
  await expect(page.getByLabel(/^Confirm Password/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(fieldError(page, 'category')).toHaveText('Please select a category.');
  await expect(fieldError(page, 'stream')).toHaveText('Please select a stream.');
  await expect(fieldError(page, 'sectorsOfInterest')).toHaveText('Please select at least one sector of interest.');
  await expect(fieldError(page, 'password')).toHaveText('Password is required.');
  await page.getByLabel(/^Category/).selectOption({ label: 'Higher Secondary' });
  await page.getByLabel(/^Stream/).selectOption({ label: 'Arts' });
  await expect(page.getByLabel(/^Course/)).toHaveCount(0);
  await page.route('**/api/v1/get-course-by-category', async (route) => { await new Promise((r) => setTimeout(r, 700)); await route.continue(); });
  await page.getByLabel(/^Category/).selectOption({ label: 'Graduation' });
  await expect(page.locator('#field-course-hint')).toHaveText('Loading courses...');
  await page.getByLabel(/^Course/).selectOption({ label: 'BA' });
  await expect(page.getByLabel(/^Semester\/Year/)).toBeVisible();
  await page.getByLabel(/^Stream/).selectOption({ label: 'Other' });
  await expect(page.getByText('No courses found for this category and stream.')).toBeVisible();
  await page.getByLabel(/^Stream/).selectOption({ label: 'Arts' });
  await page.getByLabel(/^Course/).selectOption({ label: 'BA' });
  await page.getByLabel(/^Category/).selectOption({ label: 'Post-Graduation' });
  await expect(page.getByLabel(/^Course/)).toHaveValue('');
  await expect(page.getByLabel(/^Semester\/Year/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(fieldError(page, 'course')).toHaveText('Please select course.');
  await page.getByLabel(/^Password/).fill('abc');
  await expect(fieldError(page, 'password')).toHaveText('Password must be at least 8 characters long, including uppercase, lowercase, number, and special character.');
  await expect(page.getByLabel(/^Confirm Password/)).toBeVisible();
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm Password/).fill('Assam@2024');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(fieldError(page, 'confirmPassword')).toHaveText('Passwords do not match.');
  await fillEducation(page);

  // Step 4: the file rules, Submit enabled only with both files and the terms, the confirmation.
  await expect(stepHeading(page, 4, 4)).toBeVisible();
  await page.getByLabel(/^Aadhaar Card/).setInputFiles(pngFile('aadhaar.png'));
  await expect(fieldError(page, 'aadharCard')).toHaveText('Only PDF files are allowed.');
  await page.getByLabel(/^Passport Photo/).setInputFiles(pdfFile('photo.pdf'));
  await expect(fieldError(page, 'passportPhoto')).toHaveText('Only JPG or PNG images are allowed.');
  await page.getByLabel(/^Passport Photo/).setInputFiles({ ...pdfFile(), name: 'renamed.png', mimeType: 'image/png' });
  await expect(fieldError(page, 'passportPhoto')).toHaveText('Only JPG or PNG images are allowed.');
  await page.getByLabel(/^Aadhaar Card/).setInputFiles(pdfFile());
  await page.getByLabel(/^Passport Photo/).setInputFiles(pngFile());
  await expect(fieldError(page, 'aadharCard')).toHaveText('');
  const submit = page.getByRole('button', { name: 'Submit Registration' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await expect(submit).toBeEnabled();
  await submit.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You can’t make further changes to the application. Are you sure you want to submit?');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();

  // Nothing is lost going back.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel(/^Password/)).toHaveValue(PASSWORD);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel(/^Mobile Number/)).toHaveValue(mobile);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel(/^College Name/)).toHaveValue(String(college.id));
});

test('the live check refuses a mobile number that is already registered', async ({ page, context }) => {
  const taken = await registerInternByApi(context.request, college);
  await context.clearCookies();
  await page.goto('/intern');
  await fillInstitute(page, college);
  await fillPersonal(page, college, applicant({ mobile: taken.mobile }), false);
  await expect(fieldError(page, 'mobileNumber')).toHaveText('This mobile number is already registered.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 2, 4)).toBeVisible();
  await page.getByLabel(/^Mobile Number/).fill(applicant().mobile);
  await expect(fieldError(page, 'mobileNumber')).toHaveText('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 3, 4)).toBeVisible();
});

test('a 17-year-old gets the Guardian step and needs consent; a 19-year-old never sees it', async ({ page }) => {
  await page.goto('/intern');
  await fillInstitute(page, college);
  const minor = applicant({ dob: dobForAge(17) });
  await fillPersonal(page, college, minor);
  await expect(stepHeading(page, 3, 5)).toHaveText(/Parent or guardian consent/);
  await expect(page.getByRole('navigation', { name: 'Registration progress' }).getByText('Guardian')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuemax', '5');
  await expect(page.getByText(GUARDIAN_NOTICE)).toBeVisible();
  await page.getByLabel(/^Parent or Guardian Name/).fill('Rupali Gogoi');
  await page.getByLabel(/^Relationship/).selectOption('Mother');
  await page.getByLabel(/^Parent or Guardian Mobile/).fill(minor.mobile);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(fieldError(page, 'guardianConsent')).toHaveText(GUARDIAN_MESSAGES.consent);
  await page.getByRole('checkbox', { name: /I am the applicant's parent or legal guardian/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(fieldError(page, 'guardianMobile')).toHaveText(GUARDIAN_MESSAGES.mobileSame);
  await page.getByLabel(/^Parent or Guardian Mobile/).fill(applicant().mobile);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 4, 5)).toHaveText(/Educational information/);

  // Back to Personal: an adult's date of birth removes the step. Each Previous waits for the step it opens, as a
  // person would (the page scrolls to each new step's heading; a click aimed before that lands elsewhere).
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(stepHeading(page, 3, 5)).toHaveText(/Parent or guardian consent/);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(stepHeading(page, 2, 5)).toHaveText(/Personal information/);
  await page.getByLabel(/^Date of Birth/).fill(dobForAge(19));
  await expect(page.getByRole('navigation', { name: 'Registration progress' }).getByText('Guardian')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 3, 4)).toHaveText(/Educational information/);
});

test('a refusal by the server shows its messages, opens the step concerned and keeps everything', async ({ page }) => {
  const a = applicant();
  await page.goto('/intern');
  await fillInstitute(page, college);
  await fillPersonal(page, college, a);
  await fillEducation(page);
  await fillDocuments(page);
  // The server's own shape (docs/decisions/020): the wizard decides on `code`, shows `message` and puts `fields` beside the fields.
  let answer: { status: number; body: { success: boolean; code: string; message: string; fields: Record<string, string> } } = { status: 400, body: { success: false, code: 'invalid_input', message: 'Please choose a police station of the selected district.', fields: { applicantPoliceStation: 'Please choose a police station of the selected district.' } } };
  await page.route('**/api/v1/create-intern', (route) => route.fulfill({ status: answer.status, json: answer.body }));
  await confirmSubmit(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Registration failed: Please choose a police station of the selected district.' })).toBeVisible();
  await expect(stepHeading(page, 2, 4)).toBeVisible();
  await expect(fieldError(page, 'applicantPoliceStation')).toHaveText('Please choose a police station of the selected district.');
  await expect(page.getByLabel(/^Full Name/)).toHaveValue(a.name);

  answer = { status: 409, body: { success: false, code: 'mobile_taken', message: 'This mobile number is already registered.', fields: {} } };
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByText('Selected: aadhaar-masked.pdf', { exact: false })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
  await confirmSubmit(page);
  await expect(page.getByRole('alert').filter({ hasText: 'This mobile number is already registered.' })).toBeVisible();
  await expect(stepHeading(page, 2, 4)).toBeVisible();
  await expect(fieldError(page, 'mobileNumber')).toHaveText('This mobile number is already registered.');
});

test('a common password is refused by the server and shown at the password field; a better one registers', async ({ page }) => {
  await page.goto('/intern');
  await fillInstitute(page, college);
  await fillPersonal(page, college, applicant());
  await fillEducation(page, 'Password@1');
  await fillDocuments(page);
  await confirmSubmit(page);
  await expect(stepHeading(page, 3, 4)).toBeVisible();
  await expect(fieldError(page, 'password')).toHaveText(PASSWORD_MESSAGES.common);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await confirmSubmit(page);
  await expect(page).toHaveURL(/\/internship-acknowledgement$/);
});

test('the card page without an intern session asks to log in, never to register again', async ({ page }) => {
  await page.goto('/internship-acknowledgement');
  await expect(page).toHaveURL('/login?next=%2Finternship-acknowledgement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Login');
});
