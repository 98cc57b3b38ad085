'use client';
// Back to Home and Download as PDF (the browser's print dialog, "Save as PDF"). Hidden when printing.
import Link from '@/components/i18n/locale-link';

export function CardActions({ children }: { children?: React.ReactNode }) {
  return (
    <div className="no-print mt-6 flex flex-wrap justify-center gap-3">
      <Link href="/" className="rounded-lg border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50">
        Back to Home
      </Link>
      <button type="button" onClick={() => window.print()} className="rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800">
        Download as PDF
      </button>
      {children}
    </div>
  );
}
