// What the institution form holds while it is being filled: every field as the input's string value.
// lib/institutions/schema.ts turns it into typed data (district and police station ids become numbers).
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

export const STEPS = ['Institute', 'Authorization', 'Upload'];
