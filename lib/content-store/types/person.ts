// A person on the about pages (issue 35): the chairman, the director and the governing body, with photo, role,
// the card's summary and the biography (rich text). Their order is the console's order of the items.
import { defineContentType, field } from '../content-type';

export const PERSON_GROUPS = [
  { value: 'chairman', label: 'Chairman' },
  { value: 'director', label: 'Director' },
  { value: 'governing-body', label: 'Governing Body' },
] as const;
export type PersonGroup = (typeof PERSON_GROUPS)[number]['value'];

export const person = defineContentType({
  type: 'person',
  label: 'People',
  fields: {
    name: field.text('Name', { max: 120 }),
    group: field.select('Group', PERSON_GROUPS),
    role: field.text('Role', { max: 120 }),
    summary: field.longText('Summary', { max: 400, hint: 'One or two sentences for the card.' }),
    biography: field.richText('Biography'),
    photo: field.image('Photo'),
    adviserRole: field.text('Adviser role', { required: false, max: 120, hint: 'Filled in for a member of the Programme Advisory Committee.' }),
    adviserOrder: field.number('Adviser position', { required: false, min: 1, max: 99, hint: 'Where the adviser stands in the committee (1 first).' }),
    quote: field.longText('Quote', { required: false, max: 400, hint: 'The chairman\'s and the director\'s pages show it under the name.' }),
    pageBiography: field.richText('Biography on the leader page', { required: false, hint: 'The longer biography of /chairman or /director.' }),
  },
  translatable: ['role', 'summary', 'biography', 'adviserRole', 'quote', 'pageBiography'],
  paths: ({ key }) => ['/about', '/governing-body', '/chairman', '/director', `/profile/${key}`],
  title: (d) => d.name,
});
