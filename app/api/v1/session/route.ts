// GET /api/v1/session: whether this browser's session is live. The header asks when its signed-in hint says
// yes and the tab regains focus, so a session that ended on the server (expiry, logout elsewhere) stops
// showing "My Account"; apiRoute clears the stale hint on the way out. Never cached, says nothing personal.
import { apiRoute } from '@/lib/http/api-route';
import { NO_STORE } from '@/lib/http/cache';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async ({ session }) =>
  Response.json({ success: true, signedIn: Boolean(session.user) }, { headers: NO_STORE }));
