// The pure pieces of issue 34's fixes: the audit trail's detail in words, the switcher font's cut matching the
// language names it is for, and one reach figure behind every page that states it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeDetail } from '@/app/staff/audit/detail';
import { LANGUAGE_NAME } from '@/lib/i18n/locales';
import { LANGUAGE_NAMES_FAMILY, LANGUAGE_NAME_CLASS } from '@/lib/i18n/language-names';
import { FIGURES } from '@/lib/content/organisation';
import { WHY_PARTNER } from '@/lib/content/contact';

describe('the audit trail\'s detail in words', () => {
  it('writes keys as words and values plainly, never as JSON', () => {
    expect(describeDetail({ markedRead: true })).toBe('marked read: yes');
    expect(describeDetail({ reason: 'Blurred "Aadhaar" copy', comparedDuplicate: false, length: 12 })).toBe('reason: Blurred "Aadhaar" copy · compared duplicate: no · length: 12');
    expect(describeDetail({ ids: [3, 4], filter: { status: null, items: 2 } })).toBe('ids: 3, 4 · filter: (status: –, items: 2)');
    expect(describeDetail({ streamed: true, up_to: 9 })).toBe('streamed: yes · up to: 9');
  });
  it('shows nothing for no detail, and cuts a long one at 300 characters', () => {
    expect(describeDetail(null)).toBe('');
    expect(describeDetail({})).toBe('');
    const long = describeDetail({ reason: 'x'.repeat(500) });
    expect(long).toHaveLength(300);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('the switcher\'s font (app/language-names.css)', () => {
  const css = readFileSync('app/language-names.css', 'utf8');
  it('was cut for the names the switcher shows now: rerun scripts/subset-language-names.ts after changing them', () => {
    expect(css).toContain(`Glyphs of "${LANGUAGE_NAME.as}" and "${LANGUAGE_NAME.hi}"`);
    const ranges = [...css.matchAll(/unicode-range:([^}]+)\}/g)].map((m) => m[1].split(',').map((u) => String.fromCodePoint(parseInt(u.slice(2), 16))));
    expect(ranges.map((r) => r.sort().join(''))).toEqual([LANGUAGE_NAME.as, LANGUAGE_NAME.hi].map((n) => [...new Set(n)].sort().join('')));
    expect(css.match(/src:url\(data:font\/woff2;base64,/g)).toHaveLength(2); // inlined: no request, no late swap
    expect(css).toContain(`.${LANGUAGE_NAME_CLASS}{font-family:var(--font-inter),"${LANGUAGE_NAMES_FAMILY}",`);
  });
});

it('the home counters, the impact page and the partner claim state one reach', () => {
  const value = (list: readonly { value: string; label: string }[], label: string) => list.find((f) => f.label === label)?.value;
  expect(value(FIGURES.home, 'Youth Impacted')).toBe(`${FIGURES.reach.youth}+`);
  expect(value(FIGURES.impact, 'Youth Reached')).toBe(`${FIGURES.reach.youth}+`);
  expect(value(FIGURES.home, 'Cities')).toBe(String(FIGURES.reach.cities));
  expect(value(FIGURES.impact, 'Cities')).toBe(String(FIGURES.reach.cities));
  // The claim is a template the partner page fills from the same figures (t(REACH, FIGURES.reach)).
  const filled = WHY_PARTNER.claim.replace('{youth}', String(FIGURES.reach.youth)).replace('{cities}', String(FIGURES.reach.cities));
  expect(filled).toBe(`over ${FIGURES.reach.youth} young Indians across ${FIGURES.reach.cities} cities`);
});
