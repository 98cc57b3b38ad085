// The daily digest: one mail per active reviewer or admin per day, naming what waited more than two days;
// none for viewers or disabled staff, and none on a day when nothing waits that long.
import { describe, expect, it } from 'vitest';
import { testDb } from '../helpers/db';
import { apiClient } from '../helpers/api-client';
import { registrationValues } from '../factories';
import { pdf, png } from '../helpers/files';
import { toMultipart } from '@/lib/registration/multipart';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { queueDailyDigest } from '@/lib/staff/digest';

const staff = (role: 'admin' | 'reviewer' | 'viewer', o: { disabled?: boolean } = {}) => testDb().staffMember.create({
  data: { name: `Digest ${role}`, email: `digest.${role}.${Date.now()}.${Math.random()}@example.org`, role, enrolledAt: new Date(), disabledAt: o.disabled ? new Date() : null, createdBy: 'test' },
});

describe('daily digest', () => {
  it('tells each active reviewer and admin once a day what waited more than two days', async () => {
    const now = new Date('2031-03-10T06:00:00Z'); // a day of its own, far from other tests' digests
    const [reviewer, admin, viewer, gone] = await Promise.all([staff('reviewer'), staff('admin'), staff('viewer'), staff('reviewer', { disabled: true })]);
    const res = await apiClient().call(createIntern, { form: toMultipart('intern', await registrationValues(), { aadhaar: pdf(), passportPhoto: png() }) });
    const id = (res.body.updatedintern as { id: number }).id;
    await testDb().applicant.update({ where: { id }, data: { createdAt: new Date(now.getTime() - 3 * 86_400_000) } });

    expect(await queueDailyDigest(now)).toBeGreaterThanOrEqual(2);
    expect(await queueDailyDigest(new Date(now.getTime() + 3600_000))).toBe(0); // the same day: nothing new
    const rows = await testDb().mailOutbox.findMany({ where: { topic: 'staff-digest', dedupeKey: { startsWith: 'digest:2031-03-10:' } } });
    const to = rows.map((r) => r.toAddress);
    expect(to).toEqual(expect.arrayContaining([reviewer.email, admin.email]));
    expect(to).not.toContain(viewer.email);
    expect(to).not.toContain(gone.email);
    const mine = rows.find((r) => r.toAddress === reviewer.email)!;
    expect(mine.subject).toMatch(/^\d+ applications? waiting more than 2 days$/);
    expect(mine.textBody).toMatch(/Interns: \d+ \(the oldest since .+\): http.+\/staff\/queue\/interns/);
  });
});
