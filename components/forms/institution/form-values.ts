// What the institution form holds while it is being filled (every field as the input's string value), and its
// steps (components/forms/wizard/spec.ts). lib/institutions/schema.ts turns the values into typed data
// (district and police station ids become numbers); lib/institutions/rules.ts names each step's fields.
import { STEP_FIELDS } from '@/lib/institutions/rules';
import type { WizardSpec } from '../wizard/spec';

export type InstitutionFormValues = {
  name: string;
  address: string;
  district: string;
  policeStation: string;
  pinCode: string;
  authorizedPerson: string;
  designation: string;
  contactNo: string;
  email: string;
};

export const EMPTY_VALUES: InstitutionFormValues = {
  name: '', address: '', district: '', policeStation: '', pinCode: '', authorizedPerson: '', designation: '', contactNo: '', email: '',
};

export type InstitutionStep = 'institute' | 'authorization' | 'upload';

export const INSTITUTION_WIZARD: WizardSpec<InstitutionFormValues, InstitutionStep> = {
  steps: [
    { key: 'institute', label: 'Institute', title: 'Institute information', fields: STEP_FIELDS.institute },
    { key: 'authorization', label: 'Authorization', title: 'Authorization', fields: STEP_FIELDS.authorization, nextLabel: 'Save And Proceed' },
    { key: 'upload', label: 'Upload', title: 'Upload ID proof', fields: ['idProof', 'terms'] },
  ],
  empty: EMPTY_VALUES,
  draftKey: 'institutionData', // the spec's name (part 2, section 3)
  draftNotice: '<strong>We kept your answers</strong> from before the page reloaded. A chosen file is never kept: choose the ID proof again on the last step.',
  submitLabel: 'Submit',
};
