// Who may read an applicant's personal data, card and documents: that applicant's own session. (Staff
// read through the admin script on the server, not through the web.) A session names the kind as well
// as the id, so a stale cookie from before the one-applicant migration can never match someone else.
import 'server-only';
import type { SessionData } from '@/lib/accounts/session-data';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { forbidden, unauthenticated } from '@/lib/kernel/domain-errors';

export const canReadApplicant = (session: SessionData, kind: ApplicantKind, id: number) =>
  session.user?.type === kind && session.user.id === id;

/** Throws Unauthenticated when nobody is signed in, Forbidden when someone else is. */
export function assertCanReadApplicant(session: SessionData, kind: ApplicantKind, id: number) {
  if (!session.user) throw unauthenticated();
  if (!canReadApplicant(session, kind, id)) throw forbidden();
}
