// Where a report's PDF is served, by the hash of its bytes (cached for a year, like the content images), or null
// while the report has none and its card says "coming soon".
import { REPORT_FILE } from '@/lib/content-store/types/research-report';

export const reportHref = (pdf: string): string | null => (REPORT_FILE.test(pdf) ? `/api/media/${pdf}` : null);
