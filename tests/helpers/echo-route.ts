// A route that answers with what the serving process established, for tests/integration/client-address.test.ts.
import { apiRoute } from '@/lib/http/api-route';

export const GET = apiRoute(async ({ req, ip }) => ({
  ip,
  xff: req.headers.get('x-forwarded-for'),
  proto: req.headers.get('x-forwarded-proto'),
  forwardedHost: req.headers.get('x-forwarded-host'),
  realIp: req.headers.get('x-real-ip'),
}));
