// Demo interns for a local run (scripts/serve.ts, never in a deployment): one at each place on the road, so the
// profile and the console's Internships area have something to show at once. Written straight into the
// database with the start-up's own short-lived client (the app and its mail worker are not up yet), so no
// mail goes; each demo intern logs in with their mobile number and the password below. The completed intern is
// completed the way staff do it, by the admin script's `internships complete` (the start-up runs without the
// server condition that the certificate code needs), so their certificate is a real one whose /verify works
// (its mail waits in the outbox until the worker starts).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDb, type Db } from '@/lib/platform/db/create-client';
import type { InternshipState } from '@/lib/generated/prisma/enums';
import { applicationId } from '@/lib/kernel/application-id';
import { newReferralCode } from '@/lib/people/referral-code';
import { TERMS_VERSION } from '@/lib/registration/terms-version';
import { addDays, indiaDate, letterDeadlineFor, mondayOf, toDateColumn } from './dates';
import { INTERNSHIP_RULES } from './rules';

export const DEMO_INTERN_PASSWORD = 'Assam@2025';
// bcrypt (cost 10) of DEMO_INTERN_PASSWORD: the password worker pool is not running at start-up.
const DEMO_PASSWORD_HASH = '$2b$10$cn.G0ORvRz1asA/ay93/Ded/uRfHlZWMFqa/Bt8CaDqpaqvKUkpRS';

const DEMO: { name: string; mobile: string; state: InternshipState; weeksAgo: number }[] = [
  { name: 'Anjali Offered', mobile: '9000000701', state: 'offered', weeksAgo: -1 },
  { name: 'Bikash Accepted', mobile: '9000000702', state: 'accepted', weeksAgo: -1 },
  { name: 'Chandra Active', mobile: '9000000703', state: 'active', weeksAgo: 3 },
  { name: 'Dipika Completed', mobile: '9000000704', state: 'completed', weeksAgo: 10 },
  { name: 'Emon Declined', mobile: '9000000705', state: 'declined', weeksAgo: -1 },
  { name: 'Farhan Withdrawn', mobile: '9000000706', state: 'withdrawn', weeksAgo: 2 },
  { name: 'Gitali Ended', mobile: '9000000707', state: 'ended_early', weeksAgo: 6 },
  // Under way with every week approved and its weeks passed: due to complete. `internships sweep` completes it
  // and issues its certificate.
  { name: 'Hiren Due', mobile: '9000000708', state: 'active', weeksAgo: 9 },
];

const SUMMARY = 'Visited the ward office, mapped the drains of two lanes and wrote up what the residents said.';

/**
 * Completes the demo internship of `applicationId` through the admin script (a process with the server
 * condition), which issues its certificate from the year's series like any completion.
 */
async function completeLikeStaff(url: string, applicationId: string) {
  await promisify(execFile)(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.resolve('scripts/admin.ts'), 'internships', 'complete', applicationId, '--by', 'seed'], {
    env: { ...process.env, DATABASE_URL: url }, timeout: 300_000,
  });
}

async function demoIntern(db: Db, d: (typeof DEMO)[number], institutionId: number) {
  const institution = await db.institution.findUniqueOrThrow({ where: { id: institutionId }, select: { districtId: true, policeStationId: true } });
  const category = await db.category.findFirstOrThrow({ where: { name: 'Graduation' } });
  const stream = await db.stream.findFirstOrThrow({ where: { name: 'Arts' } });
  const row = await db.applicant.create({
    data: {
      kind: 'intern', name: d.name, dob: new Date('2004-05-01T00:00:00Z'), gender: 'other', mobileNo: d.mobile, whatsappNo: d.mobile,
      email: `${d.name.split(' ')[0].toLowerCase()}@demo.localhost`, fullAddress: 'Demo lane, Panbazar', districtId: institution.districtId,
      policeStationId: institution.policeStationId, pinCode: '781001', institutionId, categoryId: category.id, streamId: stream.id,
      passwordHash: DEMO_PASSWORD_HASH, referralCode: newReferralCode(), status: 'approved', reviewedAt: new Date(), reviewedBy: 'seed',
      termsVersion: TERMS_VERSION, termsAcceptedAt: new Date(),
    },
  });
  await db.applicant.update({ where: { id: row.id }, data: { applicationId: applicationId('intern', row.id) } });
  return row.id;
}

/** Seeds the demo interns once (skipped when they exist); returns how many internships it wrote. */
export async function seedDemoInternships(url: string) {
  const db = createDb(url, 1);
  try {
    if (await db.applicant.findFirst({ where: { kind: 'intern', mobileNo: DEMO[0].mobile } })) return 0;
    const college = await db.institution.findFirst({ where: { status: 'approved' }, orderBy: { id: 'asc' } });
    if (!college) return 0;
    const now = new Date();
    const thisMonday = mondayOf(indiaDate(now));
    for (const d of DEMO) {
      const applicantId = await demoIntern(db, d, college.id);
      const start = addDays(thisMonday, -7 * d.weeksAgo);
      const offeredAt = new Date(now.getTime() - (d.weeksAgo > 0 ? d.weeksAgo * 7 + 5 : 1) * 86_400_000);
      const weeks = INTERNSHIP_RULES.minWeeks;
      const written = d.state === 'completed' ? 'active' : d.state; // completed below, by the completion itself
      const internship = await db.internship.create({
        data: {
          applicantId, title: 'Clean water survey', startDate: toDateColumn(start), weeks, minHoursPerWeek: 4, state: written,
          offeredAt, offeredBy: 'seed', letterDeadline: letterDeadlineFor(d.state === 'withdrawn' ? offeredAt : now, INTERNSHIP_RULES.letterDays),
          acceptedAt: ['accepted', 'active', 'completed', 'ended_early'].includes(d.state) ? offeredAt : null,
          activatedAt: ['active', 'completed', 'ended_early'].includes(d.state) ? offeredAt : null,
          declinedAt: d.state === 'declined' ? now : null, declineReason: d.state === 'declined' ? 'Semester exams clash with the dates.' : null,
          withdrawnAt: d.state === 'withdrawn' ? now : null,
          endedAt: d.state === 'ended_early' ? now : null, endReason: d.state === 'ended_early' ? 'No log for three weeks in a row.' : null, endedBy: d.state === 'ended_early' ? 'seed' : null,
        },
      });
      // Weeks logged so far: all approved but the last (waiting for the supervisor) while under way.
      const logged = d.state === 'completed' ? weeks : d.state === 'active' ? Math.min(d.weeksAgo, weeks) : d.state === 'ended_early' ? 2 : 0;
      for (let w = 0; w < logged; w++) {
        const waiting = d.state === 'active' && d.weeksAgo < weeks && w === logged - 1;
        await db.internshipLog.create({
          data: { internshipId: internship.id, weekStart: toDateColumn(addDays(start, 7 * w)), hours: 5, summary: SUMMARY, status: waiting ? 'submitted' : 'approved', reviewedBy: waiting ? null : 'seed', reviewedAt: waiting ? null : now },
        });
      }
    }
    for (const d of DEMO.filter((x) => x.state === 'completed')) {
      const { applicationId } = await db.applicant.findFirstOrThrow({ where: { kind: 'intern', mobileNo: d.mobile }, select: { applicationId: true } });
      await completeLikeStaff(url, applicationId!);
    }
    return DEMO.length;
  } finally {
    await db.$disconnect();
  }
}
