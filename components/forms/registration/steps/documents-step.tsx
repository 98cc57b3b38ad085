'use client';
// Step 4: the masked Aadhaar card (PDF) and a passport photo (JPG or PNG), then the terms box.
// The chosen files are kept by the wizard, so they survive going back and forth between steps.
import { FormField, inputClass } from '@/components/ui/form-field';
import type { RegistrationKind } from '@/lib/validation/registration';
import type { DocumentField, DocumentFiles } from '../form-values';
import { checkboxClass } from '../field-helpers';

type Props = {
  kind: RegistrationKind;
  files: DocumentFiles;
  errors: Partial<Record<DocumentField | 'terms', string>>;
  termsAccepted: boolean;
  onFile(field: DocumentField, file: File | null): void;
  onTerms(accepted: boolean): void;
};

const TERMS_HREF: Record<RegistrationKind, string> = { intern: '/internship-terms', member: '/member-terms' };
const fileClass = 'file:mr-3 file:rounded file:border-0 file:bg-brand-100 file:px-3 file:py-1 file:text-brand-800';

function Chosen({ file }: { file: File | null }) {
  if (!file) return null;
  return <p className="-mt-2 mb-3 break-all text-xs text-slate-600">Selected: {file.name} ({Math.max(1, Math.round(file.size / 1024))} KB)</p>;
}

export function DocumentsStep({ kind, files, errors, termsAccepted, onFile, onTerms }: Props) {
  return (
    <div>
      <div className="mb-4 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <p className="font-semibold">Upload a masked Aadhaar card.</p>
        <p className="mt-1">
          Only the last four digits of your Aadhaar number may be visible. You can download a masked Aadhaar from the UIDAI website
          (myaadhaar.uidai.gov.in). We never ask for your Aadhaar number.
        </p>
      </div>
      <FormField label="Aadhar Card (masked, PDF)" name="aadharCard" error={errors.aadharCard} hint="PDF only, up to 2 MB." required>
        {(a) => <input {...a} type="file" accept="application/pdf,.pdf" onChange={(e) => onFile('aadharCard', e.target.files?.[0] ?? null)} className={`${inputClass(a)} ${fileClass}`} />}
      </FormField>
      <Chosen file={files.aadharCard} />
      <FormField label="Passport Photo" name="passportPhoto" error={errors.passportPhoto} hint="A recent passport-size photo: JPG or PNG, up to 2 MB." required>
        {(a) => <input {...a} type="file" accept="image/jpeg,image/png,.jpg,.jpeg,.png" onChange={(e) => onFile('passportPhoto', e.target.files?.[0] ?? null)} className={`${inputClass(a)} ${fileClass}`} />}
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
          I have read and agree to the{' '}
          <a href={TERMS_HREF[kind]} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
            terms and conditions<span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </span>
      </label>
      <p id="field-terms-error" aria-live="polite" className="mt-1 min-h-[1rem] text-xs font-medium text-red-600">{errors.terms ?? ''}</p>
    </div>
  );
}
