// GET /api/v1/my-internship/certificate.json: the signed-in intern's completion certificate as an Open Badges 3.0
// credential (signed, checkable offline with /.well-known/did.json); 401 signed out, 403 for a member, 404 before
// there is one, 409 once it is revoked (a replaced one is not current: the download follows the new number).
import { apiRoute } from '@/lib/http/api-route';
import { myCertificateCredential } from '@/lib/internships/certificate-files';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async ({ session }) => {
  const { number, credential } = await myCertificateCredential(session);
  return new Response(JSON.stringify(credential, null, 2), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': `attachment; filename="certificate-${number}.json"`, 'Cache-Control': 'private, no-store' },
  });
});
