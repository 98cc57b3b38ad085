// The two kinds of applicant: interns (students, each with a referral code of their own) and youth-club
// members (who register with an intern's code). Everything else about them is the same record.
import type { ApplicantKind } from '@/lib/generated/prisma/enums';

export type { ApplicantKind };
export const isApplicantKind = (v: unknown): v is ApplicantKind => v === 'intern' || v === 'member';

/**
 * What staff review and what a card, a mail or an application id belongs to: an applicant of either kind, or an
 * institution. The one name for that idea; `ApplicantKind` is its people-only part (the database enum of applicants).
 */
export type ApplicationKind = ApplicantKind | 'institution';
export const APPLICATION_KINDS = ['institution', 'intern', 'member'] as const satisfies readonly ApplicationKind[];

/** How staff and pages name a kind: 'Intern', 'Member'. */
export const KIND_LABEL: Record<ApplicantKind, string> = { intern: 'Intern', member: 'Member' };
