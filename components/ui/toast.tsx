'use client';
import { useT } from '@/components/i18n/i18n-provider';
import type { Message } from '@/lib/kernel/message';
// Toasts: wrap a page in <ToastProvider>, then `const toast = useToast(); toast.success('Saved.')`.
// Types: success (green), error (red), warning (purple), info (blue). Errors and warnings are announced
// as alerts, the others politely (role=status). Each closes itself after `timeout` ms (default 3000,
// the spec's duration; 0 keeps it open) and has a close button.
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';
type Toast = { id: number; type: ToastType; message: string | Message };
/** `message`: English (a catalogue key), or a Message (an id and values: lib/kernel/message.ts). */
type Show = (message: string | Message, options?: { timeout?: number }) => void;
export type ToastApi = Record<ToastType, Show> & { show(type: ToastType, message: string | Message, options?: { timeout?: number }): void };

export const TOAST_TIMEOUT_MS = 3000;

const STYLES: Record<ToastType, string> = {
  success: 'border-green-700 bg-green-600',
  error: 'border-red-800 bg-red-600',
  warning: 'border-purple-800 bg-purple-700',
  info: 'border-blue-800 bg-blue-600',
};

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children, timeout = TOAST_TIMEOUT_MS }: { children: React.ReactNode; timeout?: number }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const translate = useT(); // messages are the spec's English, shown in the page's language
  const next = useRef(1);
  const close = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    const show = (type: ToastType, message: string | Message, options?: { timeout?: number }) => {
      const id = next.current++;
      setToasts((all) => [...all.slice(-3), { id, type, message }]);
      const ms = options?.timeout ?? timeout;
      if (ms > 0) setTimeout(() => close(id), ms);
    };
    return {
      show,
      success: (m, o) => show('success', m, o),
      error: (m, o) => show('error', m, o),
      warning: (m, o) => show('warning', m, o),
      info: (m, o) => show('info', m, o),
    };
  }, [close, timeout]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="no-print pointer-events-none fixed inset-x-0 top-4 z-[90] flex flex-col items-center gap-2 px-4">
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.type === 'error' || t.type === 'warning' ? 'alert' : 'status'}
            data-toast={t.type}
            className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium text-white shadow-lg ${STYLES[t.type]}`}
          >
            <p className="flex-1">{translate(t.message)}</p>
            <button type="button" onClick={() => close(t.id)} aria-label={translate('Close notification')} className="-my-1 rounded px-1 text-lg leading-none text-white/90 hover:text-white">
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
