import Link from '@/components/i18n/locale-link';
import { REGISTER_PAGE, REGISTRATION_CHOICES } from '@/lib/content/get-involved';
import { pageMetadata } from '@/lib/content/seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { ButtonLink } from '@/components/site/button-link';
import { localizedMetadata } from '@/lib/i18n/metadata';

export const generateMetadata = localizedMetadata(pageMetadata({ title: 'Register', description: REGISTER_PAGE.subtitle, path: '/register' }));

export default function RegisterPage() {
  return (
    <>
      <PageHero title={REGISTER_PAGE.title} subtitle={REGISTER_PAGE.subtitle} />
      <Section id="choose">
        <ul className="grid gap-6 lg:grid-cols-3">
          {REGISTRATION_CHOICES.map((c) => (
            <li key={c.href} className="flex flex-col rounded-2xl border-2 border-brand-100 p-6 hover:border-brand-600">
              <h2 className="font-display text-2xl font-bold text-brand-800">{c.title}</h2>
              <p className="mt-1 font-semibold text-ink">{c.who}</p>
              <p className="mt-3 text-slate-700">{c.description}</p>
              <h3 className="mt-4 text-sm font-semibold text-ink">You will need</h3>
              <ul className="mt-1 flex-1 list-disc pl-5 text-sm text-slate-700">
                {c.needs.map((n) => <li key={n}>{n}</li>)}
              </ul>
              <ButtonLink href={c.href} className="mt-6 self-start">{c.button}</ButtonLink>
              <Link href={c.termsHref} className="mt-3 text-sm text-brand-800 underline">Read the terms<span className="sr-only"> for {c.title}</span></Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-slate-700">Already registered? <Link href="/login" className="font-semibold text-brand-800 underline">Log in</Link> to see your profile and acknowledgement card.</p>
      </Section>
    </>
  );
}
