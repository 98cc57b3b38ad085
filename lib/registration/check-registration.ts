// Everything the server checks before an intern or member is created: the shared zod schema, the
// documents by their content, and the stored data: the institution is approved (read from the database each
// time, so a withdrawn approval counts at once), the police station is in the district, the course belongs to
// the category and stream. Those last are checked against the very lists the form offers
// (lib/reference/lists.ts, kept in memory): what a student could pick is what the server accepts.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { invalid } from '@/lib/kernel/domain-errors';
import { sniffFile } from '@/lib/documents/sniff';
import { MAX_UPLOAD_BYTES } from '@/lib/kernel/field-rules';
import { allowsContent, DOCUMENT_RULES } from '@/lib/kernel/upload-rules';
import { hasCourses } from '@/lib/reference/courses';
import { FILE_MESSAGES, registrationSchema } from '@/lib/registration/schema';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { PASSWORD_MESSAGES } from '@/lib/accounts/password-rules';
import { isCommonPassword } from '@/lib/accounts/password-hash';
import { fromMultipart } from './multipart';
import { listCategories, listCourses, listPoliceStations, listStreams } from '@/lib/reference/lists';

/** An upload whose content was checked; it is encrypted to storage straight from the parsed body. */
export type CheckedDocument = { file: Blob; contentType: string };

async function checkDocument(file: File | null, kind: ApplicantKind, which: 'aadhaar' | 'passportPhoto') {
  if (!file) return { error: which === 'aadhaar' ? FILE_MESSAGES.aadharRequired : FILE_MESSAGES.passportPhotoRequired };
  if (file.size > MAX_UPLOAD_BYTES) return { error: FILE_MESSAGES.tooBig[kind] };
  const type = await sniffFile(file);
  if (which === 'aadhaar' && !allowsContent(DOCUMENT_RULES.aadhaar, type?.ext)) return { error: FILE_MESSAGES.pdfOnly };
  if (which === 'passportPhoto' && !allowsContent(DOCUMENT_RULES.passportPhoto, type?.ext)) return { error: FILE_MESSAGES.passportPhotoType[kind] };
  return { doc: { file, contentType: type!.mime } satisfies CheckedDocument };
}

export async function checkRegistration(kind: ApplicantKind, form: FormData) {
  const { input, files, termsAccepted, referralCode } = fromMultipart(kind, form);
  const category = /^\d{1,9}$/.test(input.category ?? '') ? (await listCategories()).find((c) => c.id === Number(input.category)) ?? null : null;
  const data = registrationSchema.parse({ ...input, categoryName: category?.name });

  const errors: Record<string, string> = {};
  if (await isCommonPassword(data.password, [...data.applicantName.split(' '), data.email, data.mobileNumber])) errors.password = PASSWORD_MESSAGES.common;
  const aadhaar = await checkDocument(files.aadhaar, kind, 'aadhaar');
  const passportPhoto = await checkDocument(files.passportPhoto, kind, 'passportPhoto');
  if (aadhaar.error) errors.aadharCard = aadhaar.error; // the wizard's field name
  if (passportPhoto.error) errors.passportPhoto = passportPhoto.error;
  if (!termsAccepted) errors.terms = FILE_MESSAGES.terms;

  const [institution, stations, streams] = await Promise.all([
    db.institution.findUnique({ where: { id: Number(data.collegeName) }, select: { id: true, status: true } }),
    listPoliceStations(0),
    listStreams(),
  ]);
  const station = stations.find((s) => s.id === Number(data.applicantPoliceStation));
  const stream = streams.find((s) => s.id === Number(data.stream));
  if (institution?.status !== 'approved') errors.collegeName = 'Please choose an approved institution from the list.';
  if (!station || station.district_id !== Number(data.applicantDistrict)) errors.applicantPoliceStation = 'Please choose a police station of the selected district.';
  if (!category) errors.category = 'Please select a category.';
  if (!stream) errors.stream = 'Please select a stream.';
  const needsCourse = hasCourses(category?.name);
  if (needsCourse && category && stream) {
    const courses = await listCourses(category.id, stream.id);
    if (!courses.some((c) => c.id === Number(data.course))) errors.course = 'Please select course.';
  }
  const first = Object.values(errors)[0];
  if (first) throw invalid(first, errors);

  return {
    data,
    referralCode,
    courseId: needsCourse ? Number(data.course) : null,
    semester: needsCourse ? Number(data.semester) : null,
    documents: { aadhaar: aadhaar.doc!, passportPhoto: passportPhoto.doc! },
  };
}

export type CheckedRegistration = Awaited<ReturnType<typeof checkRegistration>>;
