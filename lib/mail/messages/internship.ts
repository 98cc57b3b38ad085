// The intern's mail at each step of the internship road (lib/internships/mails.ts queues them), in the language
// they registered in; dates and deadlines in India's time, written in that language with Latin digits.
import { renderMail } from '../layout';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import { INTL_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

export type InternshipMail =
  | { event: 'offer'; title: string; startDate: Date; weeks: number; minHours: number; deadline: Date }
  | { event: 'letter-reminder'; title: string; deadline: Date }
  | { event: 'withdrawn'; title: string }
  | { event: 'letter-returned'; title: string; reason: string; deadline: Date; letterId: number }
  | { event: 'log-returned'; title: string; weekStart: Date; note: string; logId: number; at: Date }
  | { event: 'missed-weeks'; title: string; since: Date }
  | { event: 'ended'; title: string; reason: string }
  | { event: 'completed'; title: string; hours: number; certificateNumber: string | null; verifyUrl: string | null };

const dateFormat = (language: Locale) => new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
const timeFormat = (language: Locale) => new Intl.DateTimeFormat(INTL_LOCALE[language], { timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** `profileUrl`: the intern's profile, where every next step is. */
export function internshipMail(intern: { name: string; language: string; profileUrl: string }, m: InternshipMail) {
  const language: Locale = isLocale(intern.language) ? intern.language : 'en';
  const t = translatorForLocale(language);
  const date = (d: Date) => dateFormat(language).format(d);
  // "5 December 2026, 11:59 pm": date and time joined by the catalogue (ICU has no Assamese date-time pattern).
  const deadline = (d: Date) => t('{date}, {time}', { date: date(d), time: timeFormat(language).format(d) });
  const action = { label: t('Open my profile'), url: intern.profileUrl };
  const greeting = t('Hello {name},', { name: intern.name });
  const title = m.title;
  const content = (() => {
    switch (m.event) {
      case 'offer': return {
        subject: t('Internship offer: {title}', { title }),
        paragraphs: [
          t('We are glad to offer you the internship "{title}": {weeks} weeks from {start}, at least {hours} hours a week.', { title, weeks: m.weeks, start: date(m.startDate), hours: m.minHours }),
          t('Accept or decline the offer in your profile, where your offer letter is waiting. Then upload your college\'s approval letter by {deadline} (India time), or the offer may be withdrawn.', { deadline: deadline(m.deadline) }),
        ],
      };
      case 'letter-reminder': return {
        subject: t('Reminder: your college approval letter for "{title}"', { title }),
        paragraphs: [t('We have not yet received your college\'s approval letter for the internship "{title}". Please upload it in your profile by {deadline} (India time), or the offer will be withdrawn.', { title, deadline: deadline(m.deadline) })],
      };
      case 'withdrawn': return {
        subject: t('Your internship offer "{title}" was withdrawn', { title }),
        paragraphs: [t('The deadline for the college approval letter has passed, so the offer of the internship "{title}" is withdrawn. If you still wish to intern with us, please reply to this email.', { title })],
      };
      case 'letter-returned': return {
        subject: t('Please upload your approval letter again', {}),
        paragraphs: [
          t('We could not accept the approval letter you uploaded for "{title}". The reason: {reason}', { title, reason: m.reason }),
          t('Please upload a corrected letter in your profile by {deadline} (India time).', { deadline: deadline(m.deadline) }),
        ],
      };
      case 'log-returned': return {
        subject: t('Your log for the week of {week} was returned', { week: date(m.weekStart) }),
        paragraphs: [t('Your supervisor returned your log for the week of {week} ("{title}") with this note: {note}', { week: date(m.weekStart), title, note: m.note }), t('Please correct it and send it again in your profile.')],
      };
      case 'missed-weeks': return {
        subject: t('We have not heard from you for two weeks', {}),
        paragraphs: [t('No hours have been logged for your internship "{title}" for the two weeks since {since}. Please log each week in your profile; repeated absence can end an internship early.', { title, since: date(m.since) })],
      };
      case 'ended': return {
        subject: t('Your internship "{title}" has ended', { title }),
        paragraphs: [t('Your internship "{title}" has been ended early. The reason: {reason}', { title, reason: m.reason }), t('If you think this is a mistake, please reply to this email.')],
      };
      case 'completed': return {
        subject: t('Congratulations: you completed "{title}"', { title }),
        paragraphs: [
          t('You have completed the internship "{title}" with {hours} approved hours. Thank you for your work.', { title, hours: m.hours }),
          ...(m.certificateNumber ? [t('Your certificate {number} is ready to download in your profile. Anyone can check it at {url}', { number: m.certificateNumber, url: m.verifyUrl ?? '' })] : []),
        ],
      };
    }
  })();
  return renderMail({ lang: language, subject: content.subject, greeting, paragraphs: content.paragraphs, action });
}

