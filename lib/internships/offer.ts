// Staff offer an internship to a verified intern (never a member, never while another is live). The letter
// deadline is fixed here: the end of the 7th day after the offer, India time. Two offers at once cannot both
// win: the database keeps one live internship per applicant (a partial unique index), and the loser is told so.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { conflict, invalid, notFound } from '@/lib/kernel/domain-errors';
import { isUniqueViolation } from '@/lib/registration/errors';
import { audit } from '@/lib/review/audit';
import { addDays, indiaDate, letterDeadlineFor, toDateColumn } from './dates';
import { INTERNSHIP_MESSAGES as M, INTERNSHIP_RULES as R, offerSchema } from './rules';
import { mailIntern } from './mails';
import { OFFER_LETTER_FILE, renderOfferLetter } from './offer-letter';

/** Offers an internship to applicant `applicantId` as `staff`; returns the new internship's id. */
export async function offer(applicantId: number, rawInput: unknown, staff: string, now = new Date()) {
  const parsed = offerSchema.safeParse(rawInput);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message]));
    throw invalid(parsed.error.issues[0].message, fields);
  }
  const input = parsed.data;
  const today = indiaDate(now);
  if (input.start_date < addDays(today, -R.maxStartWeeksInPast * 7)) throw invalid(M.startTooEarly, { start_date: M.startTooEarly });
  if (input.start_date > addDays(today, R.maxStartWeeksInPast * 7)) throw invalid(M.startTooLate, { start_date: M.startTooLate });

  const applicant = await db.applicant.findUnique({ where: { id: applicantId }, select: { id: true, kind: true, status: true, name: true, email: true, language: true } });
  if (!applicant) throw notFound('No such applicant.');
  if (applicant.kind !== 'intern') throw invalid(M.notAnIntern, undefined, 'not_an_intern');
  if (applicant.status !== 'approved') throw conflict(M.notVerified, 'intern_not_verified');

  const supervisorEmail = input.supervisor_email ?? staff.toLowerCase();
  const supervisor = await db.staffMember.findFirst({ where: { email: supervisorEmail, disabledAt: null }, select: { id: true } });
  if (input.supervisor_email && !supervisor) throw invalid(M.supervisorUnknown, { supervisor_email: M.supervisorUnknown });

  const deadline = letterDeadlineFor(now, R.letterDays);
  // The letter goes with the offer mail; rendered before the transaction, which stays short.
  const startDate = toDateColumn(input.start_date);
  const letter = await renderOfferLetter({ name: applicant.name, title: input.title, startDate, weeks: input.weeks, minHoursPerWeek: input.min_hours_per_week, letterDeadline: deadline, offeredAt: now }, applicant.language);
  try {
    return await db.$transaction(async (tx) => {
      const created = await tx.internship.create({
        data: {
          applicantId, title: input.title, startDate, weeks: input.weeks, minHoursPerWeek: input.min_hours_per_week,
          supervisorId: supervisor?.id ?? null, offeredAt: now, offeredBy: staff, letterDeadline: deadline,
        },
        select: { id: true },
      });
      await audit(tx, { staff, action: 'internship.offer', entityType: 'internship', entityId: created.id, detail: { applicantId, ...input, supervisorId: supervisor?.id ?? null } });
      await mailIntern(tx, created.id, { applicantId, name: applicant.name, email: applicant.email, language: applicant.language }, {
        event: 'offer', title: input.title, startDate, weeks: input.weeks, minHours: input.min_hours_per_week, deadline,
      }, [{ filename: OFFER_LETTER_FILE, contentType: 'application/pdf', content: letter }]);
      return { id: created.id, letterDeadline: deadline };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(M.alreadyLive, 'internship_exists');
    throw e;
  }
}
