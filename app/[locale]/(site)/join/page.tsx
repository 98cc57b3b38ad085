import { JOIN_PAGE, JOIN_PATHS } from '@/lib/content/get-involved';
import { COMMUNITY_SIGNUP } from '@/lib/content/contact';
import { localizedPageMetadata } from '@/lib/content/localized-seo';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { Reveal } from '@/components/site/reveal';
import { ButtonLink } from '@/components/site/button-link';
import { CommunitySignup } from '@/components/site/forms/community-signup';
import { FormMessages } from '@/components/i18n/form-messages';
import { getT } from '@/lib/i18n/request-locale';

export const generateMetadata = localizedPageMetadata({ title: 'Join Us', description: JOIN_PAGE.subtitle, path: '/join' });

export default async function JoinPage() {
  const t = await getT();
  return (
    <>
      <PageHero title={t(JOIN_PAGE.title)} subtitle={t(JOIN_PAGE.subtitle)}>
        <ButtonLink href={`#${COMMUNITY_SIGNUP.id}`} variant="light" className="mt-6">{t(COMMUNITY_SIGNUP.title)}</ButtonLink>
      </PageHero>
      <Section id="ways-to-join" title={t('Ways to Join')}>
        <ul className="grid gap-5 md:grid-cols-2">
          {JOIN_PATHS.map((p) => (
            <Reveal as="li" slide key={p.href} className="flex flex-col rounded-2xl border border-slate-200 p-6">
              <h3 className="font-display text-xl font-semibold">{t(p.title)}</h3>
              <p className="mt-2 flex-1 text-slate-700">{t(p.description)}</p>
              <ButtonLink href={p.href} className="mt-4 self-start">{t(p.button)}</ButtonLink>
            </Reveal>
          ))}
        </ul>
      </Section>
      <Section id={COMMUNITY_SIGNUP.id} title={t(COMMUNITY_SIGNUP.title)} intro={t(COMMUNITY_SIGNUP.text)} tinted>
        <div className="max-w-3xl"><FormMessages><CommunitySignup /></FormMessages></div>
      </Section>
    </>
  );
}
