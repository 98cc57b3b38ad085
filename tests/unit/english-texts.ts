// The English catalogue, for the catalogue test: the constants lib/i18n/english-sources.ts names, the texts
// passed to t('...') anywhere in the code, and the messages of the registration schema and the error panels.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { englishFromConstants } from './english-sources';
import { REGISTRATION_WIZARD } from '@/components/forms/registration/form-values';
import { INSTITUTION_WIZARD } from '@/components/forms/institution/form-values';
import type { WizardSpec } from '@/components/forms/wizard/spec';
import { NEEDS_TERMS, STILL_NEEDED } from '@/components/forms/wizard/wizard-frame';
import { NEEDS_DOCUMENTS } from '@/components/forms/registration/registration-wizard';
import { NEEDS_PROOF } from '@/components/forms/institution/institution-wizard';
import { SUBMIT_QUESTION } from '@/components/ui/confirm-dialog';
import { SUCCESS_MESSAGE } from '@/components/forms/registration/submit';
import { NO_CONNECTION } from '@/components/forms/registration/api';
import { FILES_AGAIN } from '@/components/forms/registration/steps/documents-step';
import { NOT_FOUND_SECTIONS, NOT_FOUND_TITLE } from '@/components/layout/not-found-panel';
import { MOBILE_HINT } from '@/components/forms/registration/steps/personal-step';
import { RETRY_IN } from '@/components/forms/retry-later';
import { PEOPLE_TEXTS } from './english-sources-people';
import { CATEGORIES, STREAMS } from '@/prisma/seed-data/education';

const ROOT = path.resolve(import.meta.dirname, '../..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f)).map((f) => path.join(ROOT, dir, f));

const CALL = /\b(?:t|translate)\(\s*(['"])((?:\\.|(?!\1).)*)\1/g;
const SCHEMA_MESSAGE = /(['"])([A-Z][^'"]*[.!])\1/g;
const PANEL_TEXT = /(?:title|detail)="([^"]+)"|label: '([^']+)'/g;
const FIELD_LABEL = /<FormField\s[^>]*?label="([^"]+)"/gs;
const FIELD_HINT = /<FormField\s[^>]*?hint="([^"]+)"/gs;
const unescape = (s: string) => s.replace(/\\(.)/g, '$1');

/** A wizard's own words, shown through t() by the engine (components/forms/wizard). */
const wizardTexts = (spec: Pick<WizardSpec<unknown, string>, 'steps' | 'draftNotice' | 'submitLabel'>) =>
  [spec.steps.map((s) => [s.label, s.title, s.nextLabel ?? 'Next']), spec.draftNotice, spec.submitLabel];

export function englishTexts(): string[] {
  const found = new Set(englishFromConstants([
    wizardTexts(REGISTRATION_WIZARD.intern), wizardTexts(REGISTRATION_WIZARD.member), wizardTexts(INSTITUTION_WIZARD),
    STILL_NEEDED, NEEDS_TERMS, NEEDS_DOCUMENTS, NEEDS_PROOF, SUBMIT_QUESTION, 'Please confirm', 'Yes', 'No', 'Registration progress', SUCCESS_MESSAGE, NO_CONNECTION,
    FILES_AGAIN, NOT_FOUND_TITLE, NOT_FOUND_SECTIONS.map((s) => [s.label, s.text]), MOBILE_HINT, 'Educational information saved successfully.',
    'Registration failed: {message}', 'Please try again.', RETRY_IN, PEOPLE_TEXTS, CATEGORIES, STREAMS,
  ]));
  for (const file of [...sourceFiles('components'), ...sourceFiles('app'), ...sourceFiles('lib')]) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(CALL)) found.add(unescape(m[2]));
    // FormField shows its label through t(); the translated forms so far are the registration wizards.
    if (/forms[\\/](registration|district-station-fields)/.test(file)) for (const m of [...code.matchAll(FIELD_LABEL), ...code.matchAll(FIELD_HINT)]) found.add(m[1]);
    if (file.endsWith(path.join('registration', 'schema.ts')) || file.endsWith(path.join('public-forms', 'schema.ts'))) for (const m of code.matchAll(SCHEMA_MESSAGE)) found.add(m[2]);
    // The public forms' controls (components/site/forms/fields.tsx) show their label and placeholder through t().
    if (/site[\\/]forms[\\/]/.test(file)) for (const m of code.matchAll(/\b(?:label|placeholder)="([^"]+)"/g)) if (!/^https?:/.test(m[1])) found.add(m[1]);
    // The rows of the cards and the profile, and the institution form's labels, shown through t().
    if (/(applicant-card\.tsx|institute-acknowledgement.*page\.tsx|profile-data\.ts|profile-sidebar\.tsx)$/.test(file)) for (const m of code.matchAll(/label: '([^']+)'/g)) found.add(m[1]);
    if (/forms[\\/](institution|login|password)[\\/]/.test(file)) for (const m of code.matchAll(FIELD_LABEL)) found.add(m[1]);
    if (file.endsWith('error.tsx')) for (const m of code.matchAll(PANEL_TEXT)) found.add(m[1] ?? m[2]);
  }
  return [...found].filter((text) => /\p{L}/u.test(text)).sort();
}
