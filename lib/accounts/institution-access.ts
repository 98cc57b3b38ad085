// Who may read or change an institution's registration. Institutions have no login: the browser that
// registered one keeps its id in the sealed session cookie (lib/accounts/session-cookie.ts), and only that browser (or
// staff) may read the record or upload its proof; its card also opens with the signed link emailed to its
// contact (lib/cards/institution-card-link.ts). Applicant checks are in applicant-access.ts.
import 'server-only';
import { forbidden, unauthenticated } from '@/lib/kernel/domain-errors';
import type { SessionData } from '@/lib/accounts/session-data';
import { isValidCardLink } from '@/lib/cards/institution-card-link';
import { isStaff } from './staff-access';

const NO_REGISTRATION = 'This registration was not made from this browser. Please register first.';

/** True when this session registered the institution (or is staff). */
export function canReadInstitution(session: SessionData, id: number): boolean {
  return isStaff(session) || ownsInstitution(session, id);
}

/** The card page: the registering browser, staff, or anyone holding the emailed signed link (`access`). */
export function canReadInstitutionCard(session: SessionData, id: number, access: string | undefined): boolean {
  return canReadInstitution(session, id) || isValidCardLink(id, access);
}

export function ownsInstitution(session: SessionData, id: number): boolean {
  return session.institutions?.includes(id) ?? false;
}

/** Throws 401 when the session registered no institution at all, 403 when it registered others. */
export function assertCanReadInstitution(session: SessionData, id: number): void {
  if (canReadInstitution(session, id)) return;
  throw session.institutions?.length ? forbidden() : unauthenticated(NO_REGISTRATION, 'no_registration');
}

/** Changing a registration (uploading its proof) is for the registering browser only, not staff. */
export function assertOwnsInstitution(session: SessionData, id: number): void {
  if (ownsInstitution(session, id)) return;
  throw session.institutions?.length ? forbidden() : unauthenticated(NO_REGISTRATION, 'no_registration');
}

/** Before reading an upload: a browser that registered no institution has nothing to upload a proof for. */
export function assertOwnsSomeInstitution(session: SessionData): void {
  if (!session.institutions?.length) throw unauthenticated(NO_REGISTRATION, 'no_registration');
}
