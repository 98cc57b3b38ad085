// A research report on /research (issue 35): a PDF (up to 20 MB, sniffed by the document rules and kept like
// content images, by content hash), its title, description, date and kind, and the figures its card shows.
import { z } from '../../kernel/zod';
import { defineContentType, field } from '../content-type';
import { REPORT_FILE, REPORT_HINT } from '../../media/report-rules';

const pdfName = z.string().trim().refine((v) => v === '' || REPORT_FILE.test(v), 'Report (PDF): upload the report as a PDF.');

export const REPORT_KINDS = ['Research Report', 'Policy Brief', 'Survey Findings', 'Annual Report'] as const;

export const researchReport = defineContentType({
  type: 'research_report',
  label: 'Research reports',
  fields: {
    title: field.text('Title', { max: 150 }),
    description: field.longText('Description', { max: 600 }),
    date: field.date('Date of publication'),
    kind: field.select('Type', REPORT_KINDS.map((k) => ({ value: k, label: k }))),
    stats: field.longText('Key figures', { required: false, max: 600, hint: 'One per line, shown as tags on the card.' }),
    pdf: { ...field.text('Report (PDF)', { required: false, max: 60, hint: REPORT_HINT }), schema: pdfName, upload: 'pdf' as const },
  },
  translatable: ['title', 'description', 'stats'],
  paths: () => ['/research'],
  title: (d) => d.title,
});
