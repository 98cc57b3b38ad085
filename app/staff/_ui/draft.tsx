'use client';
// What someone types into a reason box is kept in this tab (sessionStorage) until it is sent and done: if the
// session ended meanwhile (30 minutes idle), signing in again comes back to the page (?next=) and the text is
// there again. An improvement only: without scripts the form still works, it just does not remember.
import { useEffect } from 'react';

const PREFIX = 'staff-draft:';

export function KeepDraft({ target, draft }: { target: string; draft: string }) {
  useEffect(() => {
    const box = document.getElementById(target) as HTMLTextAreaElement | null;
    if (!box) return;
    const key = PREFIX + draft;
    const kept = sessionStorage.getItem(key);
    if (kept && !box.value) box.value = kept;
    const save = () => (box.value ? sessionStorage.setItem(key, box.value) : sessionStorage.removeItem(key));
    box.addEventListener('input', save);
    return () => box.removeEventListener('input', save);
  }, [target, draft]);
  return null;
}

/** Forgets the drafts of a page once its decision is made (rendered on the page that says so). */
export function ForgetDrafts({ page }: { page: string }) {
  useEffect(() => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(`${PREFIX}${page}:`)) sessionStorage.removeItem(key);
  }, [page]);
  return null;
}
