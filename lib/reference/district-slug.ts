// A district's name as an address segment: "Kamrup Metropolitan" → "kamrup-metropolitan" (Find a Club's pages).
import { DISTRICT_NAMES } from './district-names';

export const districtSlug = (name: string) => name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The district an address segment names, or null. */
export const districtOfSlug = (slug: string) => DISTRICT_NAMES.find((d) => districtSlug(d) === slug) ?? null;
