// A Gen Z club (issue 35): its name, college, district and how to reach it. Find a Club lists them by district
// (/clubs, and one static page per district: /clubs/<district>).
import { defineContentType, field } from '../content-type';
import { DISTRICT_NAMES } from '../../reference/district-names';
import { districtSlug } from '../../reference/district-slug';

const DISTRICTS = DISTRICT_NAMES.map((d) => ({ value: d, label: d }));

export const club = defineContentType({
  type: 'club',
  label: 'Gen Z clubs',
  fields: {
    name: field.text('Club name', { max: 120 }),
    college: field.text('College or place', { max: 200, hint: 'Where the club meets, e.g. "Cotton University, Guwahati".' }),
    district: field.select('District', DISTRICTS),
    contact: field.text('Contact', { max: 200, hint: 'A phone number or email address people may use to reach the club.' }),
  },
  translatable: ['name'],
  paths: ({ data }) => ['/clubs', `/clubs/${districtSlug(data.district)}`],
  title: (d) => `${d.name} (${d.district})`,
});
