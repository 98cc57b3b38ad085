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
import { retryLater } from '../retry-later';

export const SUCCESS_MESSAGE: Record<ApplicantKind, string> = {
  intern: 'Internship Registration Submitted Successfully!',
  member: 'Member Registration Submitted Successfully!',
};

/** What only the browser holds: the chosen college's details, the "same as mobile" box, the guardian's flat fields,
 * the password's confirmation. */
const BROWSER_ONLY = [
  'collegeAddress', 'district', 'policeStation', 'pinCode', 'sameWhatsapp', 'confirmPassword', 'guardianName', 'guardianRelationship', 'guardianMobile', 'guardianConsent',
] as const;

/** The registration from the wizard's values: every field of the registration passes as typed (a new field needs
 * nothing here), minus what only the browser holds, with the spec's trimming and the choices that depend on others. */
export function toRegistrationValues(v: WizardValues, o: { categoryName?: string; minor: boolean; referralCode?: string }): RegistrationFormValues {
  const fields = Object.fromEntries(Object.entries(v).filter(([k]) => !(BROWSER_ONLY as readonly string[]).includes(k))) as Omit<WizardValues, (typeof BROWSER_ONLY)[number]>;
  const { sameWhatsapp, guardianName, guardianRelationship, guardianMobile, guardianConsent } = v;
  const courses = hasCourses(o.categoryName);
  return {
    ...fields,
    applicantName: v.applicantName.trim(),
    applicantAddress: v.applicantAddress.trim(),
    whatsappNumber: sameWhatsapp ? v.mobileNumber : v.whatsappNumber,
    email: v.email.trim(),
    course: courses ? v.course : undefined,
    semester: courses ? v.semester : undefined,
    referralCode: o.referralCode,
    guardian: o.minor ? { guardianName: guardianName.trim(), guardianRelationship, guardianMobile, guardianConsent } : undefined,
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
      : failure?.status === 429 && message ? message // a limit or a full queue: the server says when to come back
      : retryLater(failure) ?? (failure?.status === 0 ? NO_CONNECTION
      // The server's words are already in the page's language; ours are translated where the toast shows them.
      : msg('Registration failed: {message}', { message: message || msg('Please try again.') }));
    return { ok: false, toast, errors, mobileTaken };
  }
  // Member (spec): a failure that is about the mobile number says so; anything else is generic. A 400
  // field error such as 'Invalid mobile number.' is shown at its field, not read as "already registered".
  return { ok: false, toast: mobileTaken ? MOBILE_TAKEN : retryLater(failure) ?? 'An error occurred during registration.', errors, mobileTaken };
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
