// Sending the registration (multipart, lib/registration/multipart.ts) and turning the answer into what
// the wizard shows: the spec's toasts (part 2, section 8) and the server's field errors.
import { toMultipart, type RegistrationFormValues } from '@/lib/registration/multipart';
import { MOBILE_TAKEN } from '@/lib/registration/errors';
import { hasCourses } from '@/lib/reference/courses';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { createRegistration, NO_CONNECTION } from './api';
import type { ApiFailure } from '@/lib/client/api-client';
import type { WizardValues } from './form-values';
import { message as msg, type Message } from '@/lib/kernel/message';

export const SUCCESS_MESSAGE: Record<ApplicantKind, string> = {
  intern: 'Internship Registration Submitted Successfully!',
  member: 'Member Registration Submitted Successfully!',
};

export function toRegistrationValues(v: WizardValues, o: { categoryName?: string; minor: boolean; referralCode?: string }): RegistrationFormValues {
  const courses = hasCourses(o.categoryName);
  return {
    collegeName: v.collegeName,
    applicantName: v.applicantName.trim(),
    applicantAddress: v.applicantAddress.trim(),
    applicantDistrict: v.applicantDistrict,
    applicantPoliceStation: v.applicantPoliceStation,
    applicantPinCode: v.applicantPinCode,
    dateOfBirth: v.dateOfBirth,
    gender: v.gender,
    mobileNumber: v.mobileNumber,
    whatsappNumber: v.sameWhatsapp ? v.mobileNumber : v.whatsappNumber,
    email: v.email.trim(),
    category: v.category,
    stream: v.stream,
    course: courses ? v.course : undefined,
    semester: courses ? v.semester : undefined,
    sectorsOfInterest: v.sectorsOfInterest,
    password: v.password,
    referralCode: o.referralCode,
    guardian: o.minor
      ? { guardianName: v.guardianName.trim(), guardianRelationship: v.guardianRelationship, guardianMobile: v.guardianMobile, guardianConsent: v.guardianConsent }
      : undefined,
  };
}

export type SubmitOutcome =
  | { ok: true; id: number }
  | { ok: false; toast: string | Message; errors: Record<string, string>; mobileTaken: boolean };

export async function submitRegistration(kind: ApplicantKind, values: RegistrationFormValues, files: { aadhaar: File; passportPhoto: File }): Promise<SubmitOutcome> {
  const answer = await createRegistration(kind, toMultipart(kind, values, files));
  if (answer.ok) {
    const id = kind === 'intern' ? answer.body.updatedintern?.id : answer.body.updatedmember?.id;
    if (typeof id === 'number') return { ok: true, id };
    return refused(kind, null); // a success without the id: nothing to open
  }
  return refused(kind, answer);
}

/** What a refused registration shows, decided on the answer's code, never on its wording (docs/decisions/020). */
export function refused(kind: ApplicantKind, failure: ApiFailure | null): Extract<SubmitOutcome, { ok: false }> {
  const message = failure?.message ?? '';
  const errors = failure?.fields ?? {};
  const mobileTaken = failure?.code === 'mobile_taken';
  if (kind === 'intern') {
    const toast = mobileTaken ? MOBILE_TAKEN
      : failure?.status === 429 ? message // a limit or a full queue: the server says when to come back
      : failure?.status === 0 ? NO_CONNECTION
      // The server's words are already in the page's language; ours are translated where the toast shows them.
      : msg('Registration failed: {message}', { message: message || msg('Please try again.') });
    return { ok: false, toast, errors, mobileTaken };
  }
  // Member (spec): a failure that is about the mobile number says so; anything else is generic. A 400
  // field error such as 'Invalid mobile number.' is shown at its field, not read as "already registered".
  return { ok: false, toast: mobileTaken ? MOBILE_TAKEN : 'An error occurred during registration.', errors, mobileTaken };
}

/** What the intern card page used to read from the browser (spec part 2, section 3); kept for compatibility. */
export function rememberIntern(id: number, names: { category?: string; stream?: string; course?: string }) {
  try {
    localStorage.setItem('internId', String(id));
    const entries: [string, string | undefined][] = [
      ['selectedCategoryName', names.category], ['selectedStreamName', names.stream], ['selectedCourseName', names.course],
    ];
    for (const [key, value] of entries) {
      if (value) localStorage.setItem(key, value);
      else localStorage.removeItem(key);
    }
  } catch { /* storage disabled: the card reads the server anyway */ }
}
