// Who may read an intern's or member's personal data and documents: that person's own session.
// (Staff read through the admin script on the server, not through the web.)
import 'server-only';
import type { SessionData, UserType } from '@/lib/session/session-data';
import { forbidden, unauthorized } from '@/lib/http/errors';

export function assertIsPerson(session: SessionData, type: UserType, id: number) {
  if (!session.user) throw unauthorized();
  if (session.user.type !== type || session.user.id !== id) throw forbidden();
}

export const isPerson = (session: SessionData, type: UserType, id: number) =>
  session.user?.type === type && session.user.id === id;
