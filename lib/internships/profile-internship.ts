// The intern's internship for their profile page: the wire shape (./my-internship.ts), or null when they have
// never been offered one.
import 'server-only';
import { NotFoundError } from '@/lib/kernel/domain-errors';
import { myInternship, type MyInternship } from './my-internship';

export async function internshipOfIntern(applicantId: number, now = new Date()): Promise<MyInternship | null> {
  try {
    return await myInternship(applicantId, now);
  } catch (e) {
    if (e instanceof NotFoundError) return null;
    throw e;
  }
}
