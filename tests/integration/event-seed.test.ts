// The events that were copy in code become rows (lib/events/seed.ts): every one, once, with its Assamese and Hindi,
// and on a local run the next convention, open for registration.
import { describe, expect, inject, it } from 'vitest';
import { testDb } from '../helpers/db';
import { EVENTS } from '@/lib/content/events';
import { seedEvents } from '@/lib/events/seed';
import { registrationState } from '@/lib/events/registration-state';
import { readEventText } from '@/lib/events/event-text';

describe('seeding events', () => {
  it('inserts today\'s events once, in three languages, and a demo convention open for registration', async () => {
    const url = inject('databaseUrl');
    await seedEvents(url, { demo: true });
    expect(await seedEvents(url, { demo: true })).toBe(0);
    const rows = await testDb().event.findMany({ where: { slug: { in: EVENTS.map((e) => e.id) } } });
    expect(rows).toHaveLength(EVENTS.length);
    const convention = rows.find((r) => r.slug === 'gen-z-capital-convention-2026')!;
    expect(convention.startsAt.toISOString()).toBe('2026-02-07T04:30:00.000Z');
    const text = readEventText(convention.text);
    expect(text.en.title).toBe('Gen Z Capital Convention 2026');
    expect(text.as?.title).toBe('জেন জি কেপিটেল কনভেনশ্বন 2026');
    expect(text.hi?.title).toMatch(/2026$/);
    const demo = await testDb().event.findFirstOrThrow({ where: { slug: { endsWith: '-demo' } } });
    expect(demo.slug).toMatch(/^gen-z-capital-convention-\d{4}-demo$/);
    expect(registrationState(demo, { registered: 0, waitlisted: 0 })).toBe('open');
    expect(readEventText(demo.text).en.title).toBe(`Gen Z Capital Convention ${demo.slug.slice(25, 29)}`);
  });
});
