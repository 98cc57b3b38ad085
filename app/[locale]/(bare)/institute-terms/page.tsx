import { INSTITUTE_TERMS } from '@/lib/content/legal';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { BareTermsPage } from '@/components/site/bare-terms-page';

export const generateMetadata = localizedPageMetadata({ title: INSTITUTE_TERMS.title, description: INSTITUTE_TERMS.intro?.[0] ?? INSTITUTE_TERMS.title, path: '/institute-terms' });

export default function InstituteTermsPage() {
  return <BareTermsPage doc={INSTITUTE_TERMS} />;
}
