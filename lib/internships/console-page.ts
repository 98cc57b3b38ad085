// One internship as the console shows it: the intern, the terms, the letters, the weekly logs (only for those who
// may see them: lib/staff/roles.ts seesInternshipLogs), the certificates (current and replaced) and the history.
// Opening it is audited as `internship.view`, as an application's page is.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { notFound } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import { seesInternshipLogs, type StaffRole } from '@/lib/staff/roles';
import { showInternship } from './list';

export async function internshipForStaff(id: number, staff: { id: number; email: string; role: StaffRole }) {
  const { logs: allLogs, ...internship } = await showInternship(id); // its history is rows without ids: read below with them
  const seesLogs = seesInternshipLogs(staff, internship);
  const [certificates, history] = await Promise.all([
    db.certificate.findMany({ where: { kind: 'internship_completion', subjectId: id }, orderBy: { id: 'asc' }, include: { replacedBy: { select: { number: true } } } }),
    db.staffAction.findMany({ where: { entityType: 'internship', entityId: id }, orderBy: { at: 'asc' } }),
  ]);
  await audit(db, { staff: staff.email, action: 'internship.view', entityType: 'internship', entityId: id });
  return { internship, seesLogs, logs: seesLogs ? allLogs : [], certificates, history };
}

/** Who can supervise: active staff who may review (viewers cannot approve logs). */
export async function supervisorChoices() {
  return db.staffMember.findMany({ where: { disabledAt: null, role: { in: ['admin', 'reviewer'] } }, orderBy: { name: 'asc' }, select: { name: true, email: true } });
}

/** The applicant an offer is for, with their live or latest internship (the offer page shows it instead of a second offer). */
export async function offerTarget(applicantId: number) {
  const applicant = await db.applicant.findUnique({ where: { id: applicantId }, select: { id: true, kind: true, status: true, name: true, applicationId: true } });
  if (!applicant) throw notFound('No such applicant.');
  const latest = await db.internship.findFirst({ where: { applicantId }, orderBy: { id: 'desc' }, select: { id: true, state: true, title: true } });
  return { applicant, latest };
}
