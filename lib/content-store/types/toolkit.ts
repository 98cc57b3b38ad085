// A toolkit on /research (issue 35): what it is for, how many modules, and the resources it includes.
import { defineContentType, field } from '../content-type';

export const toolkit = defineContentType({
  type: 'toolkit',
  label: 'Toolkits',
  fields: {
    title: field.text('Title', { max: 150 }),
    description: field.longText('Description', { max: 600 }),
    modules: field.number('Modules', { min: 1, max: 100 }),
    resources: field.longText('Resources included', { max: 1000, hint: 'One per line.' }),
  },
  translatable: ['title', 'description', 'resources'],
  paths: () => ['/research'],
  title: (d) => d.title,
});
