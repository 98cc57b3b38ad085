import { PRIVACY_POLICY } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/content/seo';
import { LegalDocument } from '@/components/site/legal-document';
import { localizedMetadata } from '@/lib/i18n/metadata';

export const generateMetadata = localizedMetadata(pageMetadata({ title: PRIVACY_POLICY.title, description: PRIVACY_POLICY.intro?.[0] ?? PRIVACY_POLICY.title, path: '/privacy-policy' }));

export default function Page() {
  return <LegalDocument doc={PRIVACY_POLICY} />;
}
