import { TERMS_AND_CONDITIONS } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/content/seo';
import { LegalDocument } from '@/components/site/legal-document';
import { localizedMetadata } from '@/lib/i18n/metadata';

export const generateMetadata = localizedMetadata(pageMetadata({ title: TERMS_AND_CONDITIONS.title, description: TERMS_AND_CONDITIONS.intro?.[0] ?? TERMS_AND_CONDITIONS.title, path: '/terms-and-condition' }));

export default function Page() {
  return <LegalDocument doc={TERMS_AND_CONDITIONS} />;
}
