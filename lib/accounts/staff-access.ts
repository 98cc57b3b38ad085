// Staff in the browser. Staff work through the admin script (scripts/admin.ts) today, which reads the
// database directly; the session has no staff role yet. When staff log in to the site, this is the one
// place that learns to recognise them, and every assert*() in lib/accounts/*-access.ts lets them through.
import type { SessionData } from '@/lib/accounts/session-data';

export function isStaff(session: SessionData): boolean {
  return Boolean((session as SessionData & { staff?: unknown }).staff === true);
}
