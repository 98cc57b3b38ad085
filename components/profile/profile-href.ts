// Where a person's own pages live. Shared by the login form, /user-profile/me and the profile pages.
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';

export const profileHref = (type: ApplicantKind, id: number) => `/user-profile?type=${type}&id=${id}`;

/** The acknowledgement card: interns have one card page (it reads the id kept in the browser), members one per id. */
export const acknowledgementHref = (type: ApplicantKind, id: number) =>
  type === 'intern' ? '/internship-acknowledgement' : `/member-acknowledgement/${id}`;
