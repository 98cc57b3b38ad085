// The people the about pages show (issue 35): the published `person` items in the page's language, in the
// console's order. /governing-body lists them all, /profile/{id} one by its key, /chairman and /director the
// item of that group; the Programme Advisory Committee is the items with an adviser role, in their adviser position.
import 'server-only';
import type { DataOf } from '@/lib/content-store/content-type';
import { person, type PersonGroup } from '@/lib/content-store/types/person';
import type { Locale } from '@/lib/i18n/locales';
import { published, type PublishedItem } from './read';

export type Person = PublishedItem<DataOf<(typeof person)['fields']>>;

export const people = (locale: Locale): Promise<Person[]> => published(person, locale);

/** The published person with this key (a profile's id), if any. */
export const personByKey = async (locale: Locale, key: string) => (await people(locale)).find((p) => p.key === key);

/** The first published person of the group: the chairman, the director. */
export const leaderOf = async (locale: Locale, group: PersonGroup) => (await people(locale)).find((p) => p.data.group === group);

/** The Programme Advisory Committee: the people with an adviser role, by adviser position. */
export const advisers = (all: readonly Person[]) =>
  all.filter((p) => p.data.adviserRole).sort((a, b) => (a.data.adviserOrder ?? 99) - (b.data.adviserOrder ?? 99));
