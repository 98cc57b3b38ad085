// GET /api/v1/my-internship: the signed-in intern's internship (lib/internships/my-internship.ts): where they
// stand, the one thing to do next with its deadline, the logs, and the certificate once completed.
import { apiRoute } from '@/lib/http/api-route';
import { NO_STORE } from '@/lib/http/cache';
import { myInternship } from '@/lib/internships/my-internship';
import { internOf } from './respond';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async ({ session }) =>
  Response.json({ success: true, ...(await myInternship(internOf(session))) }, { headers: NO_STORE }));
