// What the intern does on the road, from their own session: accept or decline the offer, upload the college's
// approval letter, log each week. Each step is a conditional write (it happens only from the state that allows
// it), so a double click, a second tab or a race with the sweep changes nothing twice; a refused step says why.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { conflict, invalid } from '@/lib/kernel/domain-errors';
import { isUniqueViolation } from '@/lib/registration/errors';
import { audit } from '@/lib/review/audit';
import { sniffFileType } from '@/lib/documents/sniff';
import { deleteDocument, saveDocument } from '@/lib/documents/store';
import { allowsContent, allowsNameOrType } from '@/lib/kernel/upload-rules';
import { dateColumn, indiaDate, internshipCalendar, isMonday, mondayOf, toDateColumn } from './dates';
import { declineSchema, INTERNSHIP_MESSAGES as M, LETTER_RULE, logSchema, MAX_LETTER_BYTES } from './rules';
import { internOwnInternship } from './load';

/** How an intern's own steps appear in the internship's history (the audit trail names staff by email). */
const internActor = (applicantId: number) => `intern:${applicantId}`;

type Own = Awaited<ReturnType<typeof internOwnInternship>>;

/** Why an offer cannot be answered now. */
function answerRefusal(i: Own, answer: 'accept' | 'decline') {
  if (i.state === 'withdrawn') return conflict(M.withdrawn, 'offer_not_open');
  if (answer === 'decline' && (i.state === 'accepted' || i.state === 'active')) return conflict(M.declineAfterAccept, 'offer_not_open');
  if (answer === 'accept' && (i.state === 'accepted' || i.state === 'active' || i.state === 'completed')) return conflict(M.alreadyAccepted, 'offer_not_open');
  return conflict(M.alreadyAnswered, 'offer_not_open');
}

export async function accept(applicantId: number, now = new Date()) {
  const i = await internOwnInternship(applicantId);
  if (i.state === 'offered' && i.letterDeadline < now) throw conflict(M.letterDeadlinePassed, 'letter_deadline_passed');
  const done = await db.$transaction(async (tx) => {
    const { count } = await tx.internship.updateMany({ where: { id: i.id, state: 'offered', letterDeadline: { gte: now } }, data: { state: 'accepted', acceptedAt: now } });
    if (count === 1) await audit(tx, { staff: internActor(applicantId), action: 'internship.accept', entityType: 'internship', entityId: i.id });
    return count === 1;
  });
  if (!done) throw answerRefusal(await internOwnInternship(applicantId), 'accept');
  return { id: i.id, letterDeadline: i.letterDeadline };
}

export async function decline(applicantId: number, rawInput: unknown, now = new Date()) {
  const { reason } = declineSchema.parse(rawInput ?? {});
  const i = await internOwnInternship(applicantId);
  const done = await db.$transaction(async (tx) => {
    const { count } = await tx.internship.updateMany({ where: { id: i.id, state: 'offered' }, data: { state: 'declined', declinedAt: now, declineReason: reason ?? null } });
    if (count === 1) await audit(tx, { staff: internActor(applicantId), action: 'internship.decline', entityType: 'internship', entityId: i.id, detail: { reason: reason ?? null } });
    return count === 1;
  });
  if (!done) throw answerRefusal(await internOwnInternship(applicantId), 'decline');
  return { id: i.id };
}

/** The detected MIME type of an acceptable letter (PDF, JPG or PNG by content, named alike), or a 400 saying why. */
export function checkLetterBytes(bytes: Uint8Array, fileName: string, claimedType = ''): string {
  const refuse = (message: string) => invalid(message, { file: message });
  if (bytes.byteLength === 0) throw refuse(M.letterRequired);
  if (bytes.byteLength > MAX_LETTER_BYTES) throw refuse(M.letterSize);
  const detected = sniffFileType(bytes);
  if (!detected || !allowsContent(LETTER_RULE, detected.ext) || !allowsNameOrType(LETTER_RULE, { name: fileName, type: claimedType })) throw refuse(M.letterType);
  return detected.mime;
}

/** Why no letter can be uploaded now (null: one can). */
function letterRefusal(i: { state: string; letterDeadline: Date }, waiting: boolean, now: Date) {
  if (i.state === 'withdrawn' || i.state === 'declined' || i.state === 'ended_early') return conflict(M.withdrawn, 'offer_not_open');
  if (i.state === 'offered') return conflict(M.acceptFirst, 'letter_not_expected');
  if (i.state !== 'accepted') return conflict(M.letterAlreadyAccepted, 'letter_not_expected');
  if (i.letterDeadline < now) return conflict(M.letterDeadlinePassed, 'letter_deadline_passed');
  if (waiting) return conflict(M.letterWaiting, 'letter_not_expected');
  return null;
}

/**
 * Stores the college's approval letter (encrypted, like every document) for staff to check. The file is written
 * before the transaction and removed if it fails; the internship row is locked while the rules are checked, so
 * two uploads at once, or an upload racing the deadline's withdrawal, cannot both pass. A letter that replaces a
 * returned one takes its file's place (the returned one's row stays, as history).
 */
export async function uploadLetter(applicantId: number, file: { bytes: Uint8Array; name: string; type?: string }, now = new Date()) {
  const i = await internOwnInternship(applicantId);
  const pending = await db.internshipLetter.count({ where: { internshipId: i.id, status: 'submitted' } });
  const early = letterRefusal(i, pending > 0, now);
  if (early) throw early;
  const contentType = checkLetterBytes(file.bytes, file.name, file.type);

  const stored = await saveDocument(file.bytes, `intern-${applicantId}`);
  let replacedKey: string | undefined;
  try {
    const letterId = await db.$transaction(async (tx) => {
      const [row] = await tx.$queryRaw<{ state: string; letter_deadline: Date }[]>`
        SELECT state::text, letter_deadline FROM internships WHERE id = ${i.id} FOR UPDATE`;
      const waiting = await tx.internshipLetter.count({ where: { internshipId: i.id, status: 'submitted' } });
      const refusal = letterRefusal({ state: row.state, letterDeadline: row.letter_deadline }, waiting > 0, now);
      if (refusal) throw refusal;
      const where = { applicantId_kind: { applicantId, kind: 'internship_approval_letter' as const } };
      const previous = await tx.document.findUnique({ where, select: { id: true, storageKey: true } });
      replacedKey = previous?.storageKey;
      if (previous) await tx.internshipLetter.updateMany({ where: { documentId: previous.id }, data: { documentId: null } });
      const doc = { storageKey: stored.storageKey, contentType, sizeBytes: stored.sizeBytes, sha256: stored.sha256, encryption: stored.encryption, keyId: stored.keyId, store: stored.store };
      const saved = await tx.document.upsert({ where, create: { ...doc, kind: 'internship_approval_letter', applicantId }, update: { ...doc, createdAt: now }, select: { id: true } });
      const letter = await tx.internshipLetter.create({ data: { internshipId: i.id, documentId: saved.id, submittedAt: now }, select: { id: true } });
      await audit(tx, { staff: internActor(applicantId), action: 'internship.letter_upload', entityType: 'internship', entityId: i.id, detail: { letterId: letter.id, contentType, sizeBytes: stored.sizeBytes } });
      return letter.id;
    });
    if (replacedKey) await deleteDocument(replacedKey).catch((e) => console.error('[internships] could not delete a replaced letter', e));
    return { id: i.id, letterId };
  } catch (error) {
    await deleteDocument(stored.storageKey);
    throw error;
  }
}

/** Why this week cannot be logged (null: it can): a Monday from the internship's first week to its last, not in the future. */
export function weekRefusal(i: { startDate: Date; weeks: number }, weekStart: string, now: Date) {
  const calendar = internshipCalendar(dateColumn(i.startDate), i.weeks);
  const refuse = (message: string) => invalid(message, { week_start: message }, 'week_not_allowed');
  if (!isMonday(weekStart)) return refuse(M.weekNotMonday);
  if (weekStart > mondayOf(indiaDate(now))) return refuse(M.weekInFuture);
  if (weekStart < calendar.firstMonday) return refuse(M.weekBeforeStart);
  if (weekStart > calendar.lastMonday) return refuse(M.weekAfterEnd);
  return null;
}

/**
 * Logs one week's hours (Monday to Sunday, India time) of the intern's internship under way. A week logs once;
 * a returned log is edited and sent again (only while it is returned: the write is conditional on that).
 */
export async function logWeek(applicantId: number, rawInput: unknown, now = new Date()) {
  const input = logSchema.parse(rawInput ?? {});
  const i = await internOwnInternship(applicantId);
  if (i.state !== 'active') throw conflict(M.notActive, 'internship_not_active');
  const refusal = weekRefusal(i, input.week_start, now);
  if (refusal) throw refusal;
  const weekStart = toDateColumn(input.week_start);
  const data = { hours: input.hours, summary: input.summary, status: 'submitted' as const, submittedAt: now };
  try {
    return await db.$transaction(async (tx) => {
      const resent = await tx.internshipLog.updateMany({ where: { internshipId: i.id, weekStart, status: 'returned' }, data: { ...data, reviewedAt: null, reviewedBy: null } });
      const log = resent.count === 1
        ? await tx.internshipLog.findUniqueOrThrow({ where: { internshipId_weekStart: { internshipId: i.id, weekStart } }, select: { id: true } })
        : await tx.internshipLog.create({ data: { ...data, internshipId: i.id, weekStart }, select: { id: true } });
      await audit(tx, { staff: internActor(applicantId), action: resent.count === 1 ? 'internship.log_resend' : 'internship.log', entityType: 'internship', entityId: i.id, detail: { week: input.week_start, hours: input.hours } });
      return { id: i.id, logId: log.id, resent: resent.count === 1 };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(M.weekLogged, 'week_already_logged');
    throw e;
  }
}
