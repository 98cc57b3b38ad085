import { MEMBER_TERMS } from '@/lib/content/legal';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { LegalDocument } from '@/components/site/legal-document';

export const generateMetadata = localizedPageMetadata({ title: MEMBER_TERMS.title, description: MEMBER_TERMS.intro?.[0] ?? MEMBER_TERMS.title, path: '/member-terms' });

export default function Page() {
  return <LegalDocument doc={MEMBER_TERMS} />;
}
