// GET /api/v1/my-internship/certificate.json: the signed-in intern's certificate as an Open Badges 3.0
// credential (a W3C Verifiable Credential signed with the foundation's Ed25519 key; docs/decisions/023).
import { apiRoute } from '@/lib/http/api-route';
import { myCertificateCredential } from '@/lib/internships/certificate-files';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async ({ session }) => {
  const credential = await myCertificateCredential(session);
  return new Response(JSON.stringify(credential, null, 2), {
    headers: { 'Content-Type': 'application/ld+json', 'Content-Disposition': 'attachment; filename="certificate.json"', 'Cache-Control': 'private, no-store' },
  });
});
