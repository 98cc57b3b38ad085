// GET /api/v1/my-internship/certificate.json: the signed-in intern's certificate as an Open Badges 3.0 credential
// (a W3C Verifiable Credential signed with the foundation's Ed25519 key); 401 signed out, 403 for a member, 404
// before there is one, 409 once it is revoked.
import { apiRoute } from '@/lib/http/api-route';
import { myCertificateCredential } from '@/lib/internships/certificate-files';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async ({ session }) => {
  const { number, credential } = await myCertificateCredential(session);
  return Response.json(credential, {
    headers: { 'Content-Type': 'application/ld+json', 'Content-Disposition': `attachment; filename="certificate-${number}.json"`, 'Cache-Control': 'private, no-store' },
  });
});
