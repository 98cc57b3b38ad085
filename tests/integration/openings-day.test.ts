// /openings lists an opening through the last second of its closing day in India and not from 00:00 IST the day
// after (lib/get-involved/read.ts); each instance renders the page again at that midnight (tests/unit/indian-midnight.test.ts).
import { describe, expect, it } from 'vitest';
import { testDb } from '../helpers/db';
import { contentKey } from '../factories/content';
import { openOpenings } from '@/lib/get-involved/read';

describe('the openings of the day in India', () => {
  it('keeps an opening until its closing day ends in India, and drops it at midnight IST', async () => {
    const key = contentKey();
    const data = { en: { kind: 'mentor', title: `Closes on the 28th ${key}`, description: '<p>Mentor a club.</p>', place: 'Jorhat', closes: '2026-11-28', open: true } };
    await testDb().contentItem.create({ data: { type: 'opening', key, draft: data, published: data, updatedBy: 'test', publishedAt: new Date() } });
    const listed = async (at: string) => (await openOpenings('en', new Date(at))).flatMap((g) => g.openings).some((o) => o.key === key);
    expect(await listed('2026-11-27T18:30:00.000Z')).toBe(true); // 00:00 IST on the 28th
    expect(await listed('2026-11-28T18:29:59.999Z')).toBe(true); // 23:59:59.999 IST on the 28th (still the 28th in India)
    expect(await listed('2026-11-28T18:30:00.000Z')).toBe(false); // 00:00 IST on the 29th (still the 28th in UTC)
    await testDb().contentItem.update({ where: { type_key: { type: 'opening', key } }, data: { deletedAt: new Date() } });
  });
});
