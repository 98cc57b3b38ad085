// A terms page opened from a registration form: no site header or footer, a back link to the form.
import Image from 'next/image';
import Link from '@/components/i18n/locale-link';
import type { LegalDocument as Doc } from '@/lib/content/legal';
import { getT } from '@/lib/i18n/request-locale';
import { LegalDocument } from './legal-document';

export async function BareTermsPage({ doc, children }: { doc: Doc; children?: React.ReactNode }) {
  const t = await getT();
  return (
    <main id="main" tabIndex={-1} className="min-h-screen bg-white outline-none">
      <div className="border-b border-slate-200 bg-brand-50">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-4">
          <Link href={doc.backHref ?? '/'} className="inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline">
            <span aria-hidden="true">←</span> {t(doc.backLabel ?? 'Back')}
          </Link>
          <Image src="/logo.svg" alt="NextGen Youth Foundation" width={36} height={36} />
        </div>
      </div>
      <LegalDocument doc={doc} />
      {children && <div className="mx-auto max-w-3xl px-4 pb-12">{children}</div>}
    </main>
  );
}
