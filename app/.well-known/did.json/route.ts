// GET /.well-known/did.json: the foundation's DID document (did:web of this site), the issuer of its Open Badges
// credentials: every SIGNING_KEY as a Multikey verification method (docs/decisions/023). Cached a day.
import { issuerDidDocument } from '@/lib/certificates/credential';

export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(issuerDidDocument(), { headers: { 'Content-Type': 'application/did+json', 'Cache-Control': 'public, max-age=86400', 'Access-Control-Allow-Origin': '*' } });
}
