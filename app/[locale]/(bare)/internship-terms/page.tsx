import { INTERNSHIP_TERMS } from '@/lib/content/legal';
import { INTERNSHIP_PDFS } from '@/lib/content/internship';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { BareTermsPage } from '@/components/site/bare-terms-page';
import { getT } from '@/lib/i18n/request-locale';

export const generateMetadata = localizedPageMetadata({ title: INTERNSHIP_TERMS.title, description: INTERNSHIP_TERMS.intro?.[0] ?? INTERNSHIP_TERMS.title, path: '/internship-terms' });

export default async function InternshipTermsPage() {
  const t = await getT();
  return (
    <BareTermsPage doc={INTERNSHIP_TERMS}>
      <h2 className="font-display text-xl font-semibold text-brand-800">{t('Programme Documents')}</h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {INTERNSHIP_PDFS.map((pdf) => (
          <li key={pdf.href}>
            <a href={pdf.href} className="inline-flex rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900">{t(pdf.label)} {t('(PDF)')}</a>
          </li>
        ))}
      </ul>
    </BareTermsPage>
  );
}
