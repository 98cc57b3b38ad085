// The staff console benchmark's data (bench/staff-console.ts): applicants spread over 120 days, public
// submissions, and a signed-in admin whose session cookie token is returned.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { arrange } from './registrations';

type Ref = Awaited<ReturnType<typeof arrange>>;

/** Applicants number `first` to `last`: one in five a member, 60% pending, created over the last 120 days. */
export async function insertApplicants(db: pg.Client, ref: Ref, first: number, last: number) {
  await db.query(`
    INSERT INTO applicants (kind, application_id, name, dob, gender, mobile_no, whatsapp_no, email, full_address, district_id, police_station_id,
      pin_code, institution_id, category_id, stream_id, area_of_interest, password_hash, referral_code, referral_code_used, status,
      terms_version, terms_accepted_at, created_at, updated_at)
    SELECT CASE WHEN g % 5 = 0 THEN 'member' ELSE 'intern' END::"ApplicantKind", 'BEN-2026-' || lpad(g::text, 6, '0'),
      'Bench Person ' || g, DATE '2003-01-01', 'other', (6000000000 + g)::text, (6000000000 + g)::text, 'bench' || g || '@example.org',
      'GS Road', $1, $2, '781005', $3, $4, $5, ARRAY['career'], 'x',
      CASE WHEN g % 5 = 0 THEN NULL ELSE 'NYF-B' || g END, CASE WHEN g % 5 = 0 THEN 'NYF-B1' ELSE NULL END,
      (CASE WHEN g % 10 < 6 THEN 'pending' WHEN g % 10 < 9 THEN 'approved' ELSE 'rejected' END)::"VerificationStatus",
      'bench', now(), now() - (g % 120) * interval '1 day' - (g % 86400) * interval '1 second', now()
    FROM generate_series(${first}, ${last}) g`, [ref.districtId, ref.stationId, ref.institutionId, ref.categoryId, ref.streamId]);
}

export async function seedStaffConsole(url: string, ref: Ref, size: { applicants: number; submissions: number }) {
  const APPLICANTS = size.applicants;
  const SUBMISSIONS = size.submissions;
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const t = performance.now();
    await insertApplicants(db, ref, 1, APPLICANTS);
    const share = Math.floor(SUBMISSIONS / 5);
    await db.query(`INSERT INTO contact_messages (name, email, subject, message, inquiry_type, created_at)
      SELECT 'Visitor ' || g, 'v' || g || '@example.org', 'Question ' || g, 'Hello', 'General Inquiry', now() - (g % 90) * interval '1 day' FROM generate_series(1, ${share}) g`);
    await db.query(`INSERT INTO partnership_requests (organization_name, contact_person, email, partnership_type, created_at)
      SELECT 'Org ' || g, 'Person ' || g, 'p' || g || '@example.org', 'CSR', now() FROM generate_series(1, ${share}) g`);
    await db.query(`INSERT INTO impact_stories (name, email, theme, story, created_at)
      SELECT 'Writer ' || g, 's' || g || '@example.org', 'Education', 'A story', now() FROM generate_series(1, ${share}) g`);
    await db.query(`INSERT INTO community_signups (name, email, created_at) SELECT 'Member ' || g, 'c' || g || '@example.org', now() FROM generate_series(1, ${share}) g`);
    await db.query(`INSERT INTO newsletter_subscriptions (email, created_at) SELECT 'n' || g || '@example.org', now() FROM generate_series(1, ${share}) g`);
    // What autovacuum does to a table soon after a bulk load: statistics, and the visibility map that lets
    // counts read an index alone (index-only scans). Without it, the first minutes after the load are measured.
    // BENCH_VACUUM=0: ANALYZE only (how this bench measured before 2026-11-24).
    await db.query(process.env.BENCH_VACUUM === '0' ? 'ANALYZE' : 'VACUUM ANALYZE');
    const token = randomBytes(32).toString('base64url');
    const staff = await db.query<{ id: number }>(`INSERT INTO staff_members (name, email, role, enrolled_at, created_by) VALUES ('Bench Reviewer', 'bench@staff.test', 'admin', now(), 'bench') RETURNING id`);
    await db.query(`INSERT INTO staff_sessions (id, staff_id, created_at, last_seen_at, expires_at, verified_at) VALUES ($1, $2, now(), now(), now() + interval '12 hours', now())`,
      [createHash('sha256').update(token).digest('hex'), staff.rows[0]!.id]);
    return { token, seconds: (performance.now() - t) / 1000 };
  } finally {
    await db.end();
  }
}

