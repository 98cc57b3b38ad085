// Every validation message of the internship/member form (spec part 2, section 5), checked on the
// shared schemas that both the wizard and the route handlers use.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  documentErrors, educationStepSchema, institutionStepSchema, personalStepSchema, registrationSchema,
} from '@/lib/registration/schema';
import { livePasswordMessage } from '@/lib/accounts/password-rules';
import { sectorLabels } from '@/lib/registration/rules';
import { ageInIndia, todayInIndia } from '@/lib/kernel/age';
import { nameLetters } from '@/lib/kernel/field-rules';
import { fields as institutionFields, INPUT_FILTERS } from '@/lib/institutions/schema';

const messages = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

const personal = {
  applicantName: 'Priya Gogoi', applicantAddress: 'House 12, Lane 3', applicantDistrict: '1', applicantPoliceStation: '2',
  applicantPinCode: '786001', dateOfBirth: '2004-03-15', gender: 'female', mobileNumber: '9876543210', whatsappNumber: '9876543210', email: 'p@example.com',
};
const education = {
  category: '1', categoryName: 'Graduation', stream: '2', course: '3', semester: '4', sectorsOfInterest: ['art'], password: 'Assam@2025', confirmPassword: 'Assam@2025',
};

/** YYYY-MM-DD of the date `years` years before today in India (a birthday today). */
const birthdayYearsAgo = (years: number, dayShift = 0) => {
  const [y, m, d] = todayInIndia().split('-').map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d + dayShift));
  return date.toISOString().slice(0, 10);
};

describe('step 1: institute', () => {
  it('requires every field and a valid PIN', () => {
    expect(messages(institutionStepSchema, {})).toEqual({
      collegeName: 'College Name is required.', collegeAddress: 'College Address is required.', district: 'District is required.',
      policeStation: 'Police Station is required.', pinCode: 'PIN Code is required.',
    });
    expect(messages(institutionStepSchema, { collegeName: '1', collegeAddress: 'a', district: 'b', policeStation: 'c', pinCode: '111111' })).toEqual({ pinCode: 'Invalid PIN code.' });
  });
});

describe('step 2: personal', () => {
  it.each([
    ['', 'Full name is required.'],
    ['Priya G0goi', 'Name can only contain letters and spaces.'],
    ['Priya', 'Please enter both first and last name.'],
    ['Priya  Gogoi', 'Please enter first and last name (only letters, one space).'],
  ])('name %j -> %s', (applicantName, message) => {
    expect(messages(personalStepSchema, { ...personal, applicantName }).applicantName).toBe(message);
  });

  it('refuses a name in Assamese or Hindi letters with the reason, and the typing filter keeps those letters (decision 017, Names)', () => {
    for (const applicantName of ['অনুপম দাস', 'अनुपम दास', 'Anupam দাস', 'Zoë Das']) {
      expect(messages(personalStepSchema, { ...personal, applicantName }).applicantName, applicantName).toBe('Please write the name in English letters (A–Z), as on your college ID.');
    }
    expect(nameLetters('অনুপম  দাস 7!')).toBe('অনুপম দাস ');
    expect(nameLetters('अनुपम दास')).toBe('अनुपम दास');
    expect(nameLetters('Priya G0goi')).toBe('Priya Ggoi');
    // The institution form's authorised person: the same filter and the same refusal.
    expect(INPUT_FILTERS.authorizedPerson('অনুপম দাস')).toBe('অনুপম দাস');
    expect(institutionFields.authorizedPerson.safeParse('অনুপম দাস').error?.issues.map((i) => i.message)).toEqual(['Please write the name in English letters (A–Z), as on your college ID.']);
    expect(institutionFields.authorizedPerson.safeParse('Anupam Das').success).toBe(true);
  });

  it('accepts a three-word name', () => {
    expect(messages(personalStepSchema, { ...personal, applicantName: 'Bhaskar Jyoti Sarma' })).toEqual({});
  });

  it('checks address, PIN, mobile, WhatsApp, email, gender and date of birth with the spec messages', () => {
    expect(messages(personalStepSchema, { ...personal, applicantAddress: '' }).applicantAddress).toBe('Address is required.');
    for (const c of ['$', '&', '*', '?', '=', '%']) {
      expect(messages(personalStepSchema, { ...personal, applicantAddress: `Flat 1${c}2` }).applicantAddress).toBe('Address cannot contain any of: $, &, *, ?, =, %');
    }
    expect(messages(personalStepSchema, { ...personal, applicantPinCode: '' }).applicantPinCode).toBe('PIN Code is required.');
    expect(messages(personalStepSchema, { ...personal, applicantPinCode: '999999' }).applicantPinCode).toBe('Invalid PIN code.');
    expect(messages(personalStepSchema, { ...personal, applicantPinCode: '78600' }).applicantPinCode).toBe('Invalid PIN code.');
    expect(messages(personalStepSchema, { ...personal, mobileNumber: '' }).mobileNumber).toBe('Mobile number is required.');
    for (const bad of ['5876543210', '98765', '9999999999']) expect(messages(personalStepSchema, { ...personal, mobileNumber: bad }).mobileNumber).toBe('Invalid mobile number.');
    expect(messages(personalStepSchema, { ...personal, whatsappNumber: '1234567890' }).whatsappNumber).toBe('Invalid WhatsApp number.');
    expect(messages(personalStepSchema, { ...personal, email: '' }).email).toBe('Email is required.');
    expect(messages(personalStepSchema, { ...personal, email: 'priya@' }).email).toBe('Invalid email address.');
    expect(messages(personalStepSchema, { ...personal, gender: '' }).gender).toBe('Gender is required.');
    expect(messages(personalStepSchema, { ...personal, dateOfBirth: '' }).dateOfBirth).toBe('Date of birth is required.');
    expect(messages(personalStepSchema, { ...personal, applicantDistrict: '' }).applicantDistrict).toBe('District is required.');
    expect(messages(personalStepSchema, { ...personal, applicantPoliceStation: '' }).applicantPoliceStation).toBe('Police Station is required.');
  });

  it('accepts ages 16 to 29 inclusive, counted in India: the 16th birthday is in, the 30th is out', () => {
    const dob = (v: string) => messages(personalStepSchema, { ...personal, dateOfBirth: v }).dateOfBirth;
    expect(dob(birthdayYearsAgo(16))).toBeUndefined();
    expect(dob(birthdayYearsAgo(16, 1))).toBe('Invalid or out-of-range DOB.'); // turns 16 tomorrow
    expect(dob(birthdayYearsAgo(30, 1))).toBeUndefined(); // 29, turns 30 tomorrow
    expect(dob(birthdayYearsAgo(30))).toBe('Invalid or out-of-range DOB.');
    expect(dob(todayInIndia())).toBe('Invalid or out-of-range DOB.');
    expect(dob('2007-02-30')).toBe('Invalid or out-of-range DOB.');
  });

  it('counts the day in India\'s time zone', () => {
    // 20:00 UTC on 14 March is already 15 March in India.
    expect(ageInIndia('2008-03-15', new Date('2024-03-14T20:00:00Z'))).toBe(16);
    expect(ageInIndia('2008-03-15', new Date('2024-03-14T18:00:00Z'))).toBe(15);
  });
});

describe('step 3: educational', () => {
  it('shows staff the sector labels the applicant ticked, not the wire values (which do not always match them)', () => {
    expect(sectorLabels(['environment', 'patriotism', 'northEast'])).toBe('Health & Wellbeing, Fashion & Lifestyle, North East Rising');
    expect(sectorLabels(['no-longer-offered'])).toBe('no-longer-offered');
  });
  it('requires category, stream, sectors, password and confirmation', () => {
    expect(messages(educationStepSchema, { sectorsOfInterest: [] })).toMatchObject({
      category: 'Please select a category.', stream: 'Please select a stream.', sectorsOfInterest: 'Please select at least one sector of interest.',
      password: 'Password is required.', confirmPassword: 'Confirm Password is required.',
    });
  });

  it('requires course and semester for Graduation and Post-Graduation only', () => {
    expect(messages(educationStepSchema, { ...education, course: '', semester: '' })).toEqual({ course: 'Please select course.', semester: 'Please select semester/year.' });
    expect(messages(educationStepSchema, { ...education, categoryName: 'Post-Graduation', course: '', semester: '' })).toEqual({ course: 'Please select course.', semester: 'Please select semester/year.' });
    expect(messages(educationStepSchema, { ...education, categoryName: 'Diploma', course: '', semester: '' })).toEqual({});
  });

  it('applies both password checks and the match', () => {
    const pw = (password: string) => messages(educationStepSchema, { ...education, password, confirmPassword: password }).password;
    expect(pw('Assam@2025')).toBeUndefined();
    expect(pw('assam2025')).toBe('Password must be strong with uppercase, lowercase, number, and special character.');
    expect(pw('Assam*2025')).toBe('Password must be strong with uppercase, lowercase, number, and special character.'); // * is not in @#$%^&+=!
    expect(pw('Assam^2025')).toBe('Password must be at least 8 characters long, including uppercase, lowercase, number, and special character.'); // ^ fails the typing check
    expect(livePasswordMessage('Ab1@')).toBe('Password must be at least 8 characters long, including uppercase, lowercase, number, and special character.');
    expect(livePasswordMessage('Assam@2025')).toBeUndefined();
    expect(messages(educationStepSchema, { ...education, confirmPassword: 'Assam@2026' }).confirmPassword).toBe('Passwords do not match.');
  });
});

describe('step 4: documents', () => {
  const f = (name: string, type: string, size = 1000) => ({ name, type, size });
  it('requires both files with the right kinds and sizes, with each form\'s wording', () => {
    expect(documentErrors('intern', {})).toEqual({ aadharCard: 'Aadhaar Card is required.', passportPhoto: 'Passport Photo is required.' });
    expect(documentErrors('intern', { aadharCard: f('a.png', 'image/png'), passportPhoto: f('p.gif', 'image/gif') }))
      .toEqual({ aadharCard: 'Only PDF files are allowed.', passportPhoto: 'Only JPG or PNG images are allowed.' });
    expect(documentErrors('intern', { aadharCard: f('a.pdf', 'application/pdf', 2 * 1024 * 1024 + 1), passportPhoto: f('p.jpg', 'image/jpeg') }))
      .toEqual({ aadharCard: 'File must be 2 MB or smaller.' });
    expect(documentErrors('member', { aadharCard: f('a.pdf', 'application/pdf', 2 * 1024 * 1024 + 1), passportPhoto: f('p.webp', 'image/webp') }))
      .toEqual({ aadharCard: 'File must be smaller than 2 MB.', passportPhoto: 'Only JPG/JPEG/PNG images are allowed for photo.' });
    expect(documentErrors('intern', { aadharCard: f('a.pdf', 'application/pdf', 2 * 1024 * 1024), passportPhoto: f('p.JPEG', 'image/jpeg') })).toEqual({});
  });
});

describe('a minor\'s parent or guardian', () => {
  const whole = (dateOfBirth: string, guardian?: unknown) => ({ collegeName: '1', ...personal, ...education, dateOfBirth, guardian });
  const guardian = { guardianName: 'Rina Gogoi', guardianRelationship: 'Mother', guardianMobile: '9123456780', guardianConsent: true };

  it('is required at 17 and not asked at 19', () => {
    expect(messages(registrationSchema, whole(birthdayYearsAgo(17)))).toMatchObject({
      guardianName: 'Parent or guardian name is required.', guardianRelationship: 'Please select the relationship.',
      guardianMobile: 'Parent or guardian mobile number is required.', guardianConsent: 'Consent of a parent or guardian is required for applicants under 18.',
    });
    expect(messages(registrationSchema, whole(birthdayYearsAgo(17), guardian))).toEqual({});
    expect(messages(registrationSchema, whole(birthdayYearsAgo(17), { ...guardian, guardianMobile: personal.mobileNumber })))
      .toEqual({ guardianMobile: 'The parent or guardian\'s mobile number must be different from the applicant\'s.' });
    expect(messages(registrationSchema, whole(birthdayYearsAgo(19)))).toEqual({});
  });
});
