// The names of Assam's districts, for the forms and lists that name a district as text (the Get Involved forms,
// Find a Club). The same list the database's districts table is seeded from, so the two never differ.
import { ASSAM_DISTRICTS } from '@/prisma/seed-data/assam-districts';

export const DISTRICT_NAMES: readonly string[] = ASSAM_DISTRICTS.map((d) => d.name);

export const isDistrictName = (value: string) => DISTRICT_NAMES.includes(value);
