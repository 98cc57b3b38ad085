'use client';
// Step 3 (Upload): choose the ID proof, check it with Upload, tick the terms. The browser checks the
// name, the size and the file's first bytes (a real JPG, PNG or PDF); the server checks all again when
// the application is submitted.
import { useState } from 'react';
import { FormField, inputClass } from '@/components/ui/form-field';
import { sniffFileType } from '@/lib/documents/sniff';
import { DOCUMENT_HINTS } from '@/lib/content/document-guidance';
import { checkProofFile, MESSAGES, PROOF_ACCEPT, proofExtension } from '@/lib/institutions/schema';
import { useLocale, useT } from '@/components/i18n/i18n-provider';
import { localePath } from '@/lib/i18n/locales';

type Props = {
  file: File | null;
  uploaded: boolean;
  termsAccepted: boolean;
  error?: string;
  onFile(file: File | null): void;
  onUploaded(result: { ok: true } | { ok: false; message: string }): void;
  onTerms(accepted: boolean): void;
};

export async function checkProofInBrowser(file: File | null): Promise<string | null> {
  const problem = checkProofFile(file);
  if (problem || !file) return problem;
  const detected = sniffFileType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!detected || detected.ext !== proofExtension(file.name)) return MESSAGES.proofType;
  return null;
}

export function UploadStep({ file, uploaded, termsAccepted, error, onFile, onUploaded, onTerms }: Props) {
  const [uploading, setUploading] = useState(false);
  const t = useT();
  const locale = useLocale();

  async function upload() {
    if (!file) { onUploaded({ ok: false, message: MESSAGES.selectFile }); return; }
    setUploading(true);
    try {
      const problem = await checkProofInBrowser(file);
      onUploaded(problem ? { ok: false, message: problem } : { ok: true });
    } finally {
      setUploading(false);
    }
  }

  return (
    <div>
      <FormField label="College/ Institute ID Proof" name="idProof" error={error} hint={DOCUMENT_HINTS.institutionProof} required>
        {(a) => (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <input {...a} type="file" accept={PROOF_ACCEPT} onChange={(e) => onFile(e.target.files?.[0] ?? null)} className={`${inputClass(a)} file:mr-3 file:rounded file:border-0 file:bg-brand-100 file:px-3 file:py-1 file:text-brand-800`} />
            <button
              type="button"
              onClick={upload}
              disabled={uploading || uploaded || !file}
              className="shrink-0 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {uploading ? t('Checking…') : uploaded ? t('Ready') : t('Upload')}
            </button>
          </div>
        )}
      </FormField>
      {uploaded && file && <p className="mb-3 text-sm font-medium text-green-700">✓ {t('{file} is ready to submit.', { file: file.name })}</p>}
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
