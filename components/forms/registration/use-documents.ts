'use client';
// The documents step's state: the chosen files (kept while the applicant moves between steps), the
// browser's checks of them, and the server's messages about them. Documents are complete when both
// files are chosen and nothing is wrong with them.
import { useCallback, useRef, useState } from 'react';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import type { DocumentField, DocumentFiles } from './form-values';
import { loadOnce } from '../load-once';

// The checks (file signatures, the documents' rules) are needed only once a file is chosen, on the last step:
// fetched then, or earlier with the later steps (loadDocumentChecks in the wizard's warm-up), not with the page.
export const loadDocumentChecks = loadOnce(() => import('./document-checks'));

export type DocumentErrors = Partial<Record<DocumentField | 'terms', string>>;

/** The checks could not be fetched (the connection dropped): the file is kept, and choosing it again retries. */
const DOCUMENT_CHECK_FAILED = 'This file could not be checked: please check your connection and choose it again.';

export function useDocuments(kind: ApplicantKind) {
  const [files, setFiles] = useState<DocumentFiles>({ aadharCard: null, passportPhoto: null });
  const [checked, setChecked] = useState<DocumentErrors>({});
  const [fromServer, setFromServer] = useState<DocumentErrors>({});
  const [checking, setChecking] = useState(false);
  const run = useRef(0);

  async function choose(field: DocumentField, file: File | null) {
    const chosen = { ...files, [field]: file };
    setFiles(chosen);
    setFromServer((e) => ({ ...e, [field]: undefined }));
    const mine = ++run.current;
    setChecking(true);
    const errors = await loadDocumentChecks().then((m) => m.checkDocuments(kind, chosen), () => ({ [field]: DOCUMENT_CHECK_FAILED }));
    if (mine !== run.current) return; // a newer choice is being checked
    // A message only for inputs the applicant has used: no "required" before anything was chosen.
    setChecked((shown) => ({
      aadharCard: field === 'aadharCard' || shown.aadharCard !== undefined || chosen.aadharCard ? errors.aadharCard : undefined,
      passportPhoto: field === 'passportPhoto' || shown.passportPhoto !== undefined || chosen.passportPhoto ? errors.passportPhoto : undefined,
    }));
    setChecking(false);
  }

  /** Forgets the chosen files and every message about them (Start over). */
  const clear = useCallback(() => {
    run.current++;
    setFiles({ aadharCard: null, passportPhoto: null });
    setChecked({});
    setFromServer({});
    setChecking(false);
  }, []);

  const setServerError = useCallback((field: string, message: string) => setFromServer((e) => ({ ...e, [field]: message })), []);

  const errors: DocumentErrors = {
    aadharCard: fromServer.aadharCard ?? checked.aadharCard,
    passportPhoto: fromServer.passportPhoto ?? checked.passportPhoto,
    terms: fromServer.terms,
  };
  const complete = Boolean(files.aadharCard && files.passportPhoto) && !checking && !errors.aadharCard && !errors.passportPhoto;
  return { files, errors, complete, choose, clear, setServerError };
}
