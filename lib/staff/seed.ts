// A local run's demo admin for the staff console (scripts/serve.ts; never in a deployment): created on the
// first start and given a fresh enrolment link on every start until it has enrolled, printed with the other
// start-up lines. Uses its own short-lived client, like lib/reference/seed.ts, before the app is up.
import { createDb } from '@/lib/platform/db/create-client';
import { enrolmentExpiry, enrolmentPath, hashToken, newToken } from './tokens';

export const DEMO_ADMIN = { name: 'Demo Admin', email: 'admin@staff.localhost', role: 'admin' } as const;

export async function seedDemoStaffAdmin(url: string) {
  const db = createDb(url, 1);
  try {
    // INSERT … ON CONFLICT DO NOTHING (createMany with skipDuplicates, as lib/reference/seed.ts seeds), then a read:
    // several instances starting at once on one database each get the one row. Prisma's upsert is not that statement
    // here: it reads, then inserts, and the second instance exited on the unique email (multi-instance test).
    await db.staffMember.createMany({ data: [{ ...DEMO_ADMIN, createdBy: 'npm start' }], skipDuplicates: true });
    const admin = await db.staffMember.findUniqueOrThrow({ where: { email: DEMO_ADMIN.email } });
    if (admin.enrolledAt || admin.disabledAt) return;
    const token = newToken();
    await db.$transaction([
      db.staffEnrolment.deleteMany({ where: { staffId: admin.id } }),
      db.staffEnrolment.create({ data: { staffId: admin.id, tokenHash: hashToken(token), expiresAt: enrolmentExpiry(), createdBy: 'npm start' } }),
    ]);
    const base = (process.env.PUBLIC_BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
    console.log(`▸ staff console: enrol the demo admin (${DEMO_ADMIN.email}) at ${base}${enrolmentPath(token)}`);
  } finally {
    await db.$disconnect();
  }
}
