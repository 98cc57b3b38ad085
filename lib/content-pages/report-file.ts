// Where a report's PDF is served: by the hash of its bytes (cached for a year, like the content images) under the
// report's key as its file name; null while the report has none and its card says "coming soon".
import { REPORT_FILE } from '@/lib/media/report-rules';

export const reportHref = (pdf: string, key: string): string | null => (REPORT_FILE.test(pdf) ? `/api/reports/${pdf.slice(0, -4)}/${key}.pdf` : null);
