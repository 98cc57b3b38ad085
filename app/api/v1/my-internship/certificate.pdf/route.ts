// GET /api/v1/my-internship/certificate.pdf: the signed-in intern's completion certificate (English and their
// language, with the QR code to /verify); 401 signed out, 403 for a member, 404 before there is one.
import { apiRoute } from '@/lib/http/api-route';
import { myCertificatePdf } from '@/lib/internships/certificate-files';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async ({ session }) => {
  const { number, bytes } = await myCertificatePdf(session);
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="certificate-${number}.pdf"`, 'Cache-Control': 'private, no-store' },
  });
});
