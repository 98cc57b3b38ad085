// A story of /impact's Youth Spotlight (issue 35): a young person's name, age and town, their words, the theme the
// carousel filters by and a portrait. The carousel shows them in the console's order (the store's reorder).
import { SPOTLIGHT_THEMES } from '../../content/impact';
import { defineContentType, field } from '../content-type';

export const spotlight = defineContentType({
  type: 'spotlight',
  label: 'Youth Spotlight',
  fields: {
    name: field.text('Name', { max: 120 }),
    place: field.text('Age and town', { max: 120, hint: 'Shown under the name, as "21, Dibrugarh".' }),
    story: field.longText('Story', { max: 600, hint: 'In their own words.' }),
    theme: field.select('Theme', SPOTLIGHT_THEMES.filter((t) => t !== 'All').map((t) => ({ value: t, label: t }))),
    photo: field.image('Portrait'),
  },
  translatable: ['place', 'story'],
  paths: () => ['/impact'],
  title: (d) => d.name,
});
