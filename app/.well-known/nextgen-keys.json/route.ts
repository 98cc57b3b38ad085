// GET /.well-known/nextgen-keys.json: the public keys that sign certificates and tickets (docs/decisions/023),
// so anyone (a college, the door page offline) can check a code without asking us. A stable URL, cached a day.
import { publishedKeys } from '@/lib/certificates/signing';

export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(publishedKeys(), { headers: { 'Cache-Control': 'public, max-age=86400', 'Access-Control-Allow-Origin': '*' } });
}
