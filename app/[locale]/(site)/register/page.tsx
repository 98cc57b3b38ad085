import Link from '@/components/i18n/locale-link';
import { REGISTER_PAGE, REGISTRATION_CHOICES } from '@/lib/content/get-involved';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { ButtonLink } from '@/components/site/button-link';
import { RichText } from '@/components/i18n/rich-text';
import { getT } from '@/lib/i18n/request-locale';

export const generateMetadata = localizedPageMetadata({ title: 'Register', description: REGISTER_PAGE.subtitle, path: '/register' });

export default async function RegisterPage() {
  const t = await getT();
  return (
    <>
      <PageHero title={t(REGISTER_PAGE.title)} subtitle={t(REGISTER_PAGE.subtitle)} />
      <Section id="choose">
        <ul className="grid gap-6 lg:grid-cols-3">
          {REGISTRATION_CHOICES.map((c) => (
            <li key={c.href} className="flex flex-col rounded-2xl border-2 border-brand-100 p-6 hover:border-brand-600">
              <h2 className="font-display text-2xl font-bold text-brand-800">{t(c.title)}</h2>
              <p className="mt-1 font-semibold text-ink">{t(c.who)}</p>
              <p className="mt-3 text-slate-700">{t(c.description)}</p>
              <h3 className="mt-4 text-sm font-semibold text-ink">{t(REGISTER_PAGE.needsTitle)}</h3>
              <ul className="mt-1 flex-1 list-disc pl-5 text-sm text-slate-700">
                {c.needs.map((n, i) => <li key={i}>{t(n)}</li>)}
              </ul>
              <ButtonLink href={c.href} className="mt-6 self-start">{t(c.button)}</ButtonLink>
              <Link href={c.termsHref} className="mt-3 text-sm text-brand-800 underline">
                <RichText text={t(REGISTER_PAGE.readTerms)} values={{ registration: t(c.title) }} tags={{ hidden: (chunk) => <span className="sr-only">{chunk}</span> }} />
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-slate-700">
          <RichText text={t(REGISTER_PAGE.alreadyRegistered)} tags={{ login: (chunk) => <Link href="/login" className="font-semibold text-brand-800 underline">{chunk}</Link> }} />
        </p>
      </Section>
    </>
  );
}
