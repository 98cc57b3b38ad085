// An opening (issue 35): a place to volunteer or mentor, a job, or an internship. View Openings (/openings) lists
// the open ones whose closing day (in India) has not passed, grouped by kind, each linking to where to apply.
import { defineContentType, field } from '../content-type';

export const OPENING_KINDS = [
  { value: 'volunteer', label: 'Volunteer' },
  { value: 'mentor', label: 'Mentor' },
  { value: 'careers', label: 'Careers' },
  { value: 'internships', label: 'Internships' },
] as const;
export type OpeningKind = (typeof OPENING_KINDS)[number]['value'];

export const opening = defineContentType({
  type: 'opening',
  label: 'Openings',
  fields: {
    kind: field.select('Kind', OPENING_KINDS),
    title: field.text('Title', { max: 150 }),
    description: field.richText('Description', { max: 5000 }),
    place: field.text('Place', { max: 150, hint: 'Where the work is, e.g. "Guwahati" or "Online".' }),
    closes: field.date('Closing date', { hint: 'The last day to apply (India time); the opening leaves the list the day after.' }),
    open: field.boolean('Open', { hint: 'Untick to close the opening before its closing date.' }),
  },
  translatable: ['title', 'description', 'place'],
  paths: () => ['/openings'],
  title: (d) => d.title,
});
