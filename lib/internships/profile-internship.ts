// The intern's internship for their profile page: the wire shape (./my-internship.ts) with the current
// certificate's verify address, or null when they have never been offered one.
import 'server-only';
import { NotFoundError } from '@/lib/kernel/domain-errors';
import { myInternship, type MyInternship } from './my-internship';
import { currentCertificate } from './certificate-files';

export async function internshipOfIntern(applicantId: number, now = new Date()): Promise<MyInternship | null> {
  try {
    const certificate = await currentCertificate(applicantId);
    const view = await myInternship(applicantId, now);
    return certificate && view.state === 'completed' ? { ...view, certificate: { number: certificate.number, verify_url: certificate.verifyUrl } } : view;
  } catch (e) {
    if (e instanceof NotFoundError) return null;
    throw e;
  }
}
