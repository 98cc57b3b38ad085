// The wizard engine (components/forms/wizard, docs/decisions/021): the draft policy against a planted, hostile
// draft; each step's schema reports only fields of its own step (so a server error opens the right step); and
// Next checks the open step (a fallback's, not the step left); the registration sent is the wizard's fields minus what only the browser holds.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readDraft } from '@/components/forms/wizard/draft';
import { EMPTY_VALUES, REGISTRATION_WIZARD, type WizardValues } from '@/components/forms/registration/form-values';
import { EMPTY_VALUES as EMPTY_INSTITUTION, INSTITUTION_WIZARD } from '@/components/forms/institution/form-values';
import { checks as registrationChecks } from '@/components/forms/registration/step-schemas';
import { checks as institutionChecks } from '@/components/forms/institution/step-schemas';
import { toRegistrationValues } from '@/components/forms/registration/submit';
import { stepKeys, stepOfField } from '@/components/forms/wizard/spec';
import { openStepResolver } from '@/components/forms/wizard/open-step-resolver';
import { stepsFor } from '@/components/forms/registration/form-values';

const store = new Map<string, string>();
beforeEach(() => {
  Object.assign(globalThis, { sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) } });
});
afterEach(() => store.clear());

describe('the draft policy', () => {
  const spec = REGISTRATION_WIZARD.intern;
  it('keeps only the form\'s own fields of the right type, never a password, and only known steps', () => {
    store.set(spec.draftKey, JSON.stringify({
      values: { applicantName: 'Moni Das', password: 'Secret#123', confirmPassword: 'Secret#123', gender: 7, sectorsOfInterest: ['art', 3], isAdmin: true },
      step: 'education', completed: { institute: true, personal: 'yes', staff: true }, extra: { note: 1 },
    }));
    expect(readDraft(spec)).toEqual({
      values: { applicantName: 'Moni Das' },
      step: 'education',
      completed: { institute: true, personal: false, guardian: false, education: false, documents: false },
      extra: { note: 1 },
    });
  });
  it('ignores a draft whose step the form does not have, or that is not JSON', () => {
    store.set(spec.draftKey, JSON.stringify({ values: { applicantName: 'Moni Das' }, step: 'payment', completed: {} }));
    expect(readDraft(spec)).toBeNull();
    store.set(spec.draftKey, '{not json');
    expect(readDraft(spec)).toBeNull();
  });
  it('is sessionStorage for every form, the institution under the spec\'s key', () => {
    expect([REGISTRATION_WIZARD.intern.draftKey, REGISTRATION_WIZARD.member.draftKey, INSTITUTION_WIZARD.draftKey]).toEqual(['registrationDraft:intern', 'registrationDraft:member', 'institutionData']);
    store.set('institutionData', JSON.stringify({ values: { name: 'Cotton College' }, step: 'authorization', completed: { institute: true } }));
    expect(readDraft(INSTITUTION_WIZARD)?.values).toEqual({ name: 'Cotton College' });
  });
});

describe('each step\'s schema checks only that step\'s fields', () => {
  const categories = [{ id: 1, name: 'Graduation' }];
  it.each(REGISTRATION_WIZARD.intern.steps.map((s) => s.key))('registration: %s', (step) => {
    const errors = registrationChecks.errors(step, { ...EMPTY_VALUES, category: '1' }, categories) ?? {};
    for (const field of Object.keys(errors)) expect(stepOfField(REGISTRATION_WIZARD.intern, field), field).toBe(step);
    if (step !== 'documents') expect(Object.keys(errors).length, step).toBeGreaterThan(0);
  });
  it.each(INSTITUTION_WIZARD.steps.map((s) => s.key))('institution: %s', (step) => {
    const errors = institutionChecks.errors(step, EMPTY_INSTITUTION, undefined) ?? {};
    for (const field of Object.keys(errors)) expect(stepOfField(INSTITUTION_WIZARD, field), field).toBe(step);
    if (step !== 'upload') expect(Object.keys(errors).length, step).toBeGreaterThan(0);
  });
});

describe('Next checks the step that is open', () => {
  it('checks Personal when a restored Guardian step no longer applies (the applicant is not a minor)', async () => {
    const spec = REGISTRATION_WIZARD.intern;
    const categories = [{ id: 1, name: 'Graduation' }];
    const resolver = openStepResolver({ checks: async () => registrationChecks, context: categories, all: stepKeys(spec), active: () => stepsFor(false) }, 'guardian');
    const values = { ...EMPTY_VALUES, category: '1' };
    const { errors } = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(Object.keys(errors).sort()).toEqual(Object.keys(registrationChecks.errors('personal', values, categories) ?? {}).sort());
    expect(Object.keys(errors)).toContain('applicantName');
  });
});

describe('the registration sent', () => {
  const values: WizardValues = {
    ...EMPTY_VALUES, collegeName: '4', collegeAddress: 'Pan Bazaar', district: '2', policeStation: '9', pinCode: '781001',
    applicantName: '  Moni Das ', applicantAddress: ' Ulubari ', applicantDistrict: '2', applicantPoliceStation: '9', applicantPinCode: '781007',
    dateOfBirth: '2008-01-01', gender: 'Female', mobileNumber: '9876543210', sameWhatsapp: true, whatsappNumber: '', email: ' moni@example.com ',
    guardianName: ' Rina Das ', guardianRelationship: 'Mother', guardianMobile: '9876543211', guardianConsent: true,
    category: '1', stream: '2', course: '3', semester: '1', sectorsOfInterest: ['art'], password: 'Secret#123', confirmPassword: 'Secret#123',
  };
  it('is every registration field as typed, trimmed, without what only the browser holds', () => {
    expect(toRegistrationValues(values, { categoryName: 'Graduation', minor: true, referralCode: 'NGYF-1' })).toEqual({
      collegeName: '4', applicantName: 'Moni Das', applicantAddress: 'Ulubari', applicantDistrict: '2', applicantPoliceStation: '9',
      applicantPinCode: '781007', dateOfBirth: '2008-01-01', gender: 'Female', mobileNumber: '9876543210', whatsappNumber: '9876543210',
      email: 'moni@example.com', category: '1', stream: '2', course: '3', semester: '1', sectorsOfInterest: ['art'], password: 'Secret#123',
      referralCode: 'NGYF-1', guardian: { guardianName: 'Rina Das', guardianRelationship: 'Mother', guardianMobile: '9876543211', guardianConsent: true },
    });
  });
  it('leaves out the guardian of an adult and the course of a category without courses', () => {
    const sent = toRegistrationValues(values, { categoryName: 'Class 12', minor: false });
    expect([sent.guardian, sent.course, sent.semester, sent.referralCode]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
