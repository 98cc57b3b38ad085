'use client';
// A dismissible notice shown for 4 seconds when a logged-in user tries to start a new registration.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '@/components/i18n/i18n-provider';

export const NOTICE_DURATION_MS = 4000;

export function useLoggedInNotice() {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hide = useCallback(() => { clearTimeout(timer.current); setVisible(false); }, []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), NOTICE_DURATION_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { visible, show, hide };
}

export function LoggedInNotice({ notice, message }: { notice: ReturnType<typeof useLoggedInNotice>; message: string }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex justify-center px-4">
      {notice.visible && (
        <p className="pointer-events-auto flex items-center gap-3 rounded-xl bg-brand-800 px-5 py-3 text-sm font-medium text-white shadow-lg">
          {message}
          <button type="button" onClick={notice.hide} className="rounded-md px-2 py-1 font-bold text-white hover:bg-brand-900" aria-label={t('Dismiss notice')}>×</button>
        </p>
      )}
    </div>
  );
}
