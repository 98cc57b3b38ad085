import { CONTACT_PAGE, NEWSLETTER, SOCIAL_LIST } from '@/lib/content/contact';
import { contentPageMetadata } from '@/lib/content-pages/metadata';
import { pageBlocks } from '@/lib/content-pages/read';
import { shown } from '@/components/site/shown';
import { SITE } from '@/lib/content/site';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { ContactForm } from '@/components/site/forms/contact-form';
import { NewsletterForm } from '@/components/site/forms/newsletter-form';
import { SocialIcon } from '@/components/layout/icons';
import { FormMessages } from '@/components/i18n/form-messages';
import { getLocale, getT } from '@/lib/i18n/request-locale';

export const generateMetadata = contentPageMetadata({ title: 'Contact Us', description: 'contact-hero', path: '/contact' });

// The words are staff's page text (issue 35): static, rendered again when a block is published.
export const revalidate = 300; // besides the revalidation on publish: a safety net, as on /impact

const BLOCKS = ['contact-hero', 'contact-visit', 'contact-email', 'contact-phone', 'contact-social'] as const;

const card = 'rounded-2xl border border-slate-200 bg-white p-5';

// The address, the email and the social networks' names are proper nouns: shown as they are, marked lang="en".
export default async function ContactPage() {
  const [t, locale] = await Promise.all([getT(), getLocale()]);
  const b = await pageBlocks(locale, BLOCKS);
  return (
    <FormMessages>
      <PageHero title={shown(b['contact-hero'], 'title')} subtitle={shown(b['contact-hero'], 'subtitle')} />
      <Section id="contact">
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div>
            <h2 className="font-display text-2xl font-bold">{t('Send Us a Message')}</h2>
            <p className="mt-1 text-sm text-slate-600">{t('Fields marked * are required.')}</p>
            <div className="mt-6"><ContactForm /></div>
          </div>
          <div className="space-y-4">
            <div className={card}>
              <h2 className="font-display text-lg font-semibold text-brand-800">{shown(b['contact-visit'], 'title')}</h2>
              <address lang="en" className="mt-1 not-italic text-slate-700">{SITE.addressLine}</address>
              <p className="mt-1 text-sm text-slate-600">{shown(b['contact-visit'], 'subtitle')}</p>
            </div>
            <div className={card}>
              <h2 className="font-display text-lg font-semibold text-brand-800">{shown(b['contact-email'], 'title')}</h2>
              <a lang="en" href={`mailto:${SITE.email}`} className="mt-1 inline-block break-all text-slate-800 underline hover:text-brand-800">{SITE.email}</a>
            </div>
            <div className={card}>
              <h2 className="font-display text-lg font-semibold text-brand-800">{shown(b['contact-phone'], 'title')}</h2>
              <a href={SITE.phoneHref} className="mt-1 inline-block text-slate-800 underline hover:text-brand-800">{SITE.phone}</a>
            </div>
            {SOCIAL_LIST.length > 0 && (
              <div className={card}>
                <h2 className="font-display text-lg font-semibold text-brand-800">{shown(b['contact-social'], 'title')}</h2>
                <ul className="mt-2 flex gap-2">
                  {SOCIAL_LIST.map((s) => (
                    <li key={s.id}>
                      <a href={s.href} className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-900">
                        <SocialIcon name={s.id} /><span lang="en" className="sr-only">{s.label}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>
      </Section>
      <Section id="stay-connected" tinted>
        <div className="grid gap-8 lg:grid-cols-2">
          <div>
            <h2 className="font-display text-2xl font-bold">{t(CONTACT_PAGE.stayConnectedTitle)}</h2>
            <p className="mt-2 text-slate-700">{t(CONTACT_PAGE.stayConnectedText)}</p>
            {SOCIAL_LIST.length > 0 && (
              <ul className="mt-4 space-y-2">
                {SOCIAL_LIST.map((s) => (
                  <li key={s.id}>
                    <a href={s.href} className="inline-flex items-center gap-3 font-medium text-brand-800 hover:underline">
                      <SocialIcon name={s.id} /><span lang="en">{s.label}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div id="subscribe" className="scroll-mt-20 rounded-2xl bg-white p-6 shadow-sm">
            <h2 className="font-display text-2xl font-bold">{t(NEWSLETTER.title)}</h2>
            <p className="mt-2 text-slate-700">{t(NEWSLETTER.text)}</p>
            <div className="mt-4"><NewsletterForm /></div>
          </div>
        </div>
      </Section>
    </FormMessages>
  );
}
