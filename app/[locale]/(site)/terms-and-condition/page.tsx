import { TERMS_AND_CONDITIONS } from '@/lib/content/legal';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { LegalDocument } from '@/components/site/legal-document';

export const generateMetadata = localizedPageMetadata({ title: TERMS_AND_CONDITIONS.title, description: TERMS_AND_CONDITIONS.intro?.[0] ?? TERMS_AND_CONDITIONS.title, path: '/terms-and-condition' });

export default function Page() {
  return <LegalDocument doc={TERMS_AND_CONDITIONS} />;
}
