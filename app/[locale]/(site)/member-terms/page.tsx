import { MEMBER_TERMS } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/content/seo';
import { LegalDocument } from '@/components/site/legal-document';
import { localizedMetadata } from '@/lib/i18n/metadata';

export const generateMetadata = localizedMetadata(pageMetadata({ title: MEMBER_TERMS.title, description: MEMBER_TERMS.intro?.[0] ?? MEMBER_TERMS.title, path: '/member-terms' }));

export default function Page() {
  return <LegalDocument doc={MEMBER_TERMS} />;
}
