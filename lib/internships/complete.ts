// Completion: an internship under way completes when its approved hours reach weeks x minimum hours. The daily
// sweep completes those whose weeks have passed; staff may complete one by hand (the hours rule still holds: the
// certificate states them). The state change, the certificate's number, the audit row and the mail share one
// transaction: a completion without its certificate, or a number without its completion, cannot be left behind.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/platform/db/client';
import { conflict } from '@/lib/kernel/domain-errors';
import { message } from '@/lib/kernel/message';
import { audit } from '@/lib/review/audit';
import { INTERNSHIP_MESSAGES as M } from './rules';
import { internshipOrThrow, mailInternOf } from './load';
import { mailIntern } from './mails';
import { issueInternshipCertificate } from './certificate-files';

type Tx = Prisma.TransactionClient;

/** The hours of the internship's approved logs. */
export async function approvedHours(tx: Tx | typeof db, internshipId: number) {
  const sum = await tx.internshipLog.aggregate({ where: { internshipId, status: 'approved' }, _sum: { hours: true } });
  return sum._sum.hours ?? 0;
}

export const neededHours = (i: { weeks: number; minHoursPerWeek: number }) => i.weeks * i.minHoursPerWeek;

/**
 * Completes internship `internshipId` inside `tx` if it is still under way and its hours suffice; false when
 * another transaction completed (or ended) it first. `by`: the staff member, or 'sweep'.
 */
export async function completeInTx(tx: Tx, internshipId: number, by: string, now: Date): Promise<boolean> {
  // The row lock orders this against a log review (./staff-steps.ts): the hours summed are the hours certified.
  await tx.$queryRaw`SELECT id FROM internships WHERE id = ${internshipId} FOR UPDATE`;
  const i = await tx.internship.findUniqueOrThrow({ where: { id: internshipId }, include: { applicant: { select: { name: true, email: true, language: true, institution: { select: { name: true } } } } } });
  const hours = await approvedHours(tx, internshipId);
  if (hours < neededHours(i)) throw conflict(message(M.hoursShort, { hours, needed: neededHours(i) }), 'hours_short');
  const { count } = await tx.internship.updateMany({ where: { id: internshipId, state: 'active' }, data: { state: 'completed', completedAt: now, completedBy: by } });
  if (count !== 1) return false;
  // The number is taken only by the transaction that won the state change: the loser of a race takes none.
  const certificate = await issueInternshipCertificate(tx, internshipId, hours, now);
  await audit(tx, { staff: by, action: 'internship.complete', entityType: 'internship', entityId: internshipId, detail: { hours, needed: neededHours(i), certificate: certificate.number } });
  await mailIntern(tx, internshipId, mailInternOf(i), { event: 'completed', title: i.title, hours, certificateNumber: certificate.number, verifyUrl: certificate.verifyUrl });
  return true;
}

/** Staff complete an internship by hand (the console's action, `internships complete`). */
export async function complete(internshipId: number, staff: string, now = new Date()) {
  const i = await internshipOrThrow(internshipId);
  if (i.state !== 'active') throw conflict(M.notCompletable, 'internship_not_active');
  const done = await db.$transaction((tx) => completeInTx(tx, internshipId, staff, now));
  if (!done) throw conflict(M.notCompletable, 'internship_not_active');
  return db.internship.findUniqueOrThrow({ where: { id: internshipId }, select: { state: true, certificateNumber: true } });
}
