// POST /api/v1/logout: ends the session.
import { apiRoute } from '@/lib/http/api-route';

export const POST = apiRoute(async ({ setSession }) => {
  setSession(null);
  return { message: 'Logged out.' };
});
