// What each kind of certificate says: its number prefix, its title, the sentence that certifies, and the
// fields (from the certificate's `details`) that the PDF, the verify page and the credential show. English
// here; the Assamese and Hindi are in lib/i18n/messages (section "pages"). The owners of events and of
// internships edit their own kind; a new field is a key in `details` and a line here.
import type { CertificateKind } from '@/lib/generated/prisma/enums';

export type { CertificateKind };
export type CertificateField = { key: string; label: string; date?: boolean };
export type KindWording = {
  /** The number's prefix: `INT-2026-0001`. */
  prefix: string;
  title: string;
  /** The verify page's headline for a valid one. */
  valid: string;
  /** The certifying sentence; {name} is the holder. */
  statement: string;
  fields: readonly CertificateField[];
  /** What the Open Badges achievement is, and what earning it took (English). */
  achievement: { name: string; description: string; criteria: string };
};

export const CERTIFICATE_KINDS: Record<CertificateKind, KindWording> = {
  internship_completion: {
    prefix: 'INT',
    title: 'Certificate of internship completion',
    valid: 'Valid completion certificate',
    statement: 'This is to certify that {name} has completed an internship with the NextGen Youth Foundation.',
    fields: [
      { key: 'programme', label: 'Programme' },
      { key: 'institution', label: 'College' },
      { key: 'starts', label: 'From', date: true },
      { key: 'ends', label: 'To', date: true },
      { key: 'hours', label: 'Approved hours' },
    ],
    achievement: {
      name: 'Internship completion',
      description: 'Completed an internship with the NextGen Youth Foundation, Assam.',
      criteria: 'Served the agreed weeks and logged at least the agreed minimum hours each week, approved by a supervisor.',
    },
  },
  event_attendance: {
    prefix: 'EVT',
    title: 'Certificate of attendance',
    valid: 'Valid attendance certificate',
    statement: 'This is to certify that {name} attended the event below.',
    fields: [
      { key: 'event', label: 'Event' },
      { key: 'date', label: 'Date', date: true },
      { key: 'venue', label: 'Venue' },
    ],
    achievement: {
      name: 'Event attendance',
      description: 'Attended an event of the NextGen Youth Foundation, Assam.',
      criteria: 'Checked in at the event with a valid ticket.',
    },
  },
};

/** The kind's fields that the certificate has, as [label, value, isDate]. */
export const fieldsOf = (kind: CertificateKind, details: Record<string, unknown>) =>
  CERTIFICATE_KINDS[kind].fields
    .filter((f) => details[f.key] !== undefined && details[f.key] !== null && details[f.key] !== '')
    .map((f) => ({ ...f, value: String(details[f.key]) }));

/** The kinds' words that pages and PDFs show through t() (for the catalogue test: each needs Assamese and Hindi). */
export const CERTIFICATE_TEXTS = Object.values(CERTIFICATE_KINDS).flatMap((k) => [k.title, k.valid, k.statement, ...k.fields.map((f) => f.label)]);
