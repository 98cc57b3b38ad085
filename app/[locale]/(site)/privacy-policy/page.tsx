import { PRIVACY_POLICY } from '@/lib/content/legal';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { LegalDocument } from '@/components/site/legal-document';

export const generateMetadata = localizedPageMetadata({ title: PRIVACY_POLICY.title, description: PRIVACY_POLICY.intro?.[0] ?? PRIVACY_POLICY.title, path: '/privacy-policy' });

export default function Page() {
  return <LegalDocument doc={PRIVACY_POLICY} />;
}
