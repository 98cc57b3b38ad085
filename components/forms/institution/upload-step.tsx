'use client';
// Step 3 (Upload): choose the ID proof and tick the terms. The file is checked as soon as it is chosen (its
// name, its size and its first bytes: a real JPG, PNG or PDF), and sent with Submit; the server checks it all
// again. There is no separate Upload button (issue 34: Submit waited for one and nothing said so).
import { FormField, inputClass } from '@/components/ui/form-field';
import { sniffFileType } from '@/lib/documents/sniff';
import { DOCUMENT_HINTS } from '@/lib/content/document-guidance';
import { checkProofFile, MESSAGES, PROOF_ACCEPT, proofExtension } from '@/lib/institutions/rules';
import { useLocale, useT } from '@/components/i18n/i18n-provider';
import { localePath } from '@/lib/i18n/locales';

/** The proof has passed the browser's checks; it is sent with Submit, so nothing may claim it was uploaded. */
export const PROOF_READY = 'File ready. It is uploaded when you submit the registration.';

/** The proof's state in the wizard: nothing chosen, being checked, ready to send, or refused (see `error`). */
export type ProofState = 'none' | 'checking' | 'ready' | 'invalid';

type Props = {
  proof: ProofState;
  termsAccepted: boolean;
  error?: string;
  onFile(file: File | null): void;
  onTerms(accepted: boolean): void;
};

export async function checkProofInBrowser(file: File | null): Promise<string | null> {
  const problem = checkProofFile(file);
  if (problem || !file) return problem;
  const detected = sniffFileType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!detected || detected.ext !== proofExtension(file.name)) return MESSAGES.proofType;
  return null;
}

export function UploadStep({ proof, termsAccepted, error, onFile, onTerms }: Props) {
  const t = useT();
  const locale = useLocale();
  return (
    <div>
      <FormField label="College/ Institute ID Proof" name="idProof" error={error} hint={DOCUMENT_HINTS.institutionProof} required>
        {(a) => (
          <input {...a} type="file" accept={PROOF_ACCEPT} onChange={(e) => onFile(e.target.files?.[0] ?? null)} className={`${inputClass(a)} file:mr-3 file:rounded file:border-0 file:bg-brand-100 file:px-3 file:py-1 file:text-brand-800`} />
        )}
      </FormField>
      <p role="status" className="mb-3 min-h-5 text-sm font-medium text-green-700">
        {proof === 'checking' ? t('Checking…') : proof === 'ready' ? `✓ ${t(PROOF_READY)}` : ''}
      </p>
      <label className="mt-2 flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={termsAccepted} onChange={(e) => onTerms(e.target.checked)} className="mt-0.5 h-4 w-4 accent-brand-700" />
        <span>
          {t('I have read and agree to the terms and conditions for institution registration.')}{' '}
          <a href={localePath(locale, '/institute-terms')} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
            {t('Read the terms and conditions')}<span className="sr-only"> {t('(opens in a new tab)')}</span>
          </a>
        </span>
      </label>
    </div>
  );
}
