// The home page's counters and /impact's figures as the site had them (lib/content/organisation.ts FIGURES),
// moved into the database once (issue 35). "50,000+" becomes the value 50,000 and the suffix +.
import { FIGURES } from '@/lib/content/organisation';
import type { Translator } from '@/lib/i18n/translate';
import { counter } from '../types/counter';
import type { ContentSeed } from './seed-items';

const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const counterSeed: ContentSeed = {
  type: counter,
  entries: () => (['home', 'impact'] as const).flatMap((place) => FIGURES[place].map((c) => {
    const [, value, suffix] = /^(.*?)(\+?)$/.exec(c.value)!;
    return { key: `${place}-${slug(c.label)}`, write: (t: Translator) => ({ place, label: t(c.label), value, suffix }) };
  })),
};
