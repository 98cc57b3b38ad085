// A deployment warns at start about every made-up organisation detail still in lib/content/organisation.ts;
// a local run does not.
import { describe, expect, it } from 'vitest';
import { personSeed } from '@/lib/content-store/seed/people';
import { seedItems } from '@/lib/content-store/seed/seed-items';
import { placeholdersInUse, ORGANISATION, PARTNERS, BOARD } from '@/lib/content/organisation';
import { warnAboutPlaceholders } from '@/lib/content/placeholder-warnings';
import { SITE } from '@/lib/content/site';
import { WHY_PARTNER } from '@/lib/content/contact';

const collect = (env: Record<string, string | undefined>) => {
  const lines: string[] = [];
  const count = warnAboutPlaceholders(env, (l) => lines.push(l));
  return { count, lines };
};

describe('placeholder warnings', () => {
  it('lists every placeholder, one line each, in a deployment (external database or APP_ENV=production)', () => {
    for (const env of [{ DATABASE_URL: 'postgresql://app@db/foundation' }, { APP_ENV: 'production' }]) {
      const { count, lines } = collect(env);
      expect(count).toBe(placeholdersInUse().length);
      expect(lines).toContain('⚠ placeholder still in use: phone number (edit lib/content/organisation.ts; see README "Making it yours")');
      for (const what of ['organisation name', 'street address', 'email address', 'partners', 'home page counters']) {
        expect(lines.some((l) => l.includes(`: ${what} (`))).toBe(true);
      }
      expect(lines.some((l) => l.includes(': board members'))).toBe(true);
      expect(lines.some((l) => l.includes(': social links'))).toBe(true);
    }
  });

  it('stays quiet on a local run', () => {
    expect(collect({})).toEqual({ count: 0, lines: [] });
    expect(collect({ APP_ENV: 'local' })).toEqual({ count: 0, lines: [] });
    expect(collect({ APP_ENV: 'local', DATABASE_URL: 'postgresql://me@localhost/dev' })).toEqual({ count: 0, lines: [] });
  });

  it('is where the site reads its details from', () => {
    expect(SITE.phone).toBe(ORGANISATION.phone);
    expect(SITE.addressLine).toBe(ORGANISATION.addressLine);
    expect(WHY_PARTNER.currentPartners).toBe(PARTNERS);
    expect(seedItems(personSeed).find((i) => i.key === 'chairman')?.data.en.name).toBe(BOARD.chairman.name);
  });
});
