// Who may open a stored document: the applicant it belongs to, or the browser that registered the
// institution it belongs to (or staff, once staff sign in to the site). The rule for a member's Aadhaar
// copy is this one: only that member's own session.
import 'server-only';
import type { SessionData } from '@/lib/accounts/session-data';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { canReadApplicant } from './applicant-access';
import { canReadInstitution } from './institution-access';

export type DocumentOwner = { applicant: { id: number; kind: ApplicantKind } | null; institutionId: number | null };

export function canReadDocument(session: SessionData, owner: DocumentOwner): boolean {
  if (owner.applicant) return canReadApplicant(session, owner.applicant.kind, owner.applicant.id);
  return owner.institutionId !== null && canReadInstitution(session, owner.institutionId);
}

/** A visitor with no session at all is asked to log in before anything is looked up. */
export const hasAnyIdentity = (session: SessionData) => Boolean(session.user || session.institutions?.length);
