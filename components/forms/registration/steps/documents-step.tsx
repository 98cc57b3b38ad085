'use client';
import { RichText } from '@/components/i18n/rich-text';
import { useLocale, useT } from '@/components/i18n/i18n-provider';
import { localePath } from '@/lib/i18n/locales';
// Step 4: the masked Aadhaar card and a passport photo (formats and size from lib/kernel/upload-rules.ts),
// then the terms box. The chosen files are kept by the wizard, so they survive going back and forth between
// steps; after a reload they are gone (a browser cannot keep them), and the step asks for them again.
import { FormField, inputClass } from '@/components/ui/form-field';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { acceptAttribute, DOCUMENT_RULES, formatList } from '@/lib/kernel/upload-rules';
import { DOCUMENT_HINTS } from '@/lib/content/document-guidance';
import { DocumentsGuidance } from '../documents-guidance';
import type { DocumentField, DocumentFiles } from '../form-values';
import { checkboxClass } from '../field-helpers';

type Props = {
  kind: ApplicantKind;
  files: DocumentFiles;
  errors: Partial<Record<DocumentField | 'terms', string>>;
  termsAccepted: boolean;
  onFile(field: DocumentField, file: File | null): void;
  onTerms(accepted: boolean): void;
  /** A draft was brought back after a reload: the files must be chosen again. */
  restored: boolean;
};

export const FILES_AGAIN = 'Please choose your files again: a browser cannot keep chosen files when the page reloads.';

const TERMS_HREF: Record<ApplicantKind, string> = { intern: '/internship-terms', member: '/member-terms' };
const fileClass = 'file:mr-3 file:rounded file:border-0 file:bg-brand-100 file:px-3 file:py-1 file:text-brand-800';

function Chosen({ file }: { file: File | null }) {
  const t = useT();
  if (!file) return null;
  return <p className="-mt-2 mb-3 break-all text-xs text-slate-600">{t('Selected: {name} ({size} KB)', { name: file.name, size: Math.max(1, Math.round(file.size / 1024)) })}</p>;
}

export function DocumentsStep({ kind, files, errors, termsAccepted, onFile, onTerms, restored }: Props) {
  const notice = restored && !(files.aadharCard && files.passportPhoto) ? FILES_AGAIN : undefined;
  const t = useT();
  const locale = useLocale();
  return (
    <div>
      {notice && <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">{t(notice)}</p>}
      <div className="mb-4 [&>section]:mt-0"><DocumentsGuidance t={t} /></div>
      <FormField label={t('Aadhaar Card (masked, {formats})', { formats: formatList(DOCUMENT_RULES.aadhaar) })} name="aadharCard" error={errors.aadharCard} hint={DOCUMENT_HINTS.aadhaar} required>
        {(a) => <input {...a} type="file" accept={acceptAttribute(DOCUMENT_RULES.aadhaar)} onChange={(e) => onFile('aadharCard', e.target.files?.[0] ?? null)} className={`${inputClass(a)} ${fileClass}`} />}
      </FormField>
      <Chosen file={files.aadharCard} />
      <FormField label="Passport Photo" name="passportPhoto" error={errors.passportPhoto} hint={DOCUMENT_HINTS.passportPhoto} required>
        {(a) => <input {...a} type="file" accept={acceptAttribute(DOCUMENT_RULES.passportPhoto)} onChange={(e) => onFile('passportPhoto', e.target.files?.[0] ?? null)} className={`${inputClass(a)} ${fileClass}`} />}
      </FormField>
      <Chosen file={files.passportPhoto} />
      <label className="mt-2 flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          id="field-terms"
          checked={termsAccepted}
          onChange={(e) => onTerms(e.target.checked)}
          aria-describedby={errors.terms ? 'field-terms-error' : undefined}
          className={checkboxClass}
        />
        <span>
          <RichText text={t('I have read and agree to the <link>terms and conditions</link>.')} tags={{ link: (words) => (
            <a href={localePath(locale, TERMS_HREF[kind])} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
              {words}<span className="sr-only"> ({t('opens in a new tab')})</span>
            </a>
          ) }} />
        </span>
      </label>
      <p id="field-terms-error" aria-live="polite" className="mt-1 min-h-[1rem] text-xs font-medium text-red-600">{errors.terms ? t(errors.terms) : ''}</p>
    </div>
  );
}
