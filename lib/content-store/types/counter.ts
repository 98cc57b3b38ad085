// A headline number (issue 35): the counters on the home page and the figures on /impact. The value and its
// suffix are one string on the page ("50,000" and "+" read "50,000+").
import { defineContentType, field } from '../content-type';

export const COUNTER_PLACES = [
  { value: 'home', label: 'Home page counters' },
  { value: 'impact', label: 'Impact page figures' },
] as const;

export const counter = defineContentType({
  type: 'counter',
  label: 'Counters',
  fields: {
    place: field.select('Shown on', COUNTER_PLACES),
    label: field.text('Label', { max: 60 }),
    value: field.text('Value', { max: 20, hint: 'As it should read, e.g. 50,000.' }),
    suffix: field.text('Suffix', { required: false, max: 5, hint: 'e.g. +' }),
  },
  translatable: ['label'],
  paths: ({ data }) => [data.place === 'home' ? '/' : '/impact'],
  title: (d) => `${d.label}: ${d.value}${d.suffix}`,
});
