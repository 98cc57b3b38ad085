import { INSTITUTE_TERMS } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/content/seo';
import { BareTermsPage } from '@/components/site/bare-terms-page';
import { localizedMetadata } from '@/lib/i18n/metadata';

export const generateMetadata = localizedMetadata(pageMetadata({ title: INSTITUTE_TERMS.title, description: INSTITUTE_TERMS.intro?.[0] ?? INSTITUTE_TERMS.title, path: '/institute-terms' }));

export default function InstituteTermsPage() {
  return <BareTermsPage doc={INSTITUTE_TERMS} />;
}
