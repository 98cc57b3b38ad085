'use client';
// Open/close state for a menu opened by hover, click or keyboard. Leaving it closes after a short delay
// (100 ms) so the pointer can cross the gap to the panel; Escape closes and returns focus to the button.
import { useCallback, useEffect, useRef, useState } from 'react';

export const MENU_CLOSE_DELAY_MS = 100;

export function useHoverMenu() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const cancel = () => clearTimeout(timer.current);
  const show = useCallback(() => { cancel(); setOpen(true); }, []);
  const hideSoon = useCallback(() => { cancel(); timer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS); }, []);
  const toggle = useCallback(() => { cancel(); setOpen((o) => !o); }, []);
  const close = useCallback(() => { cancel(); setOpen(false); }, []);

  useEffect(() => () => cancel(), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') { setOpen(false); buttonRef.current?.focus(); }
    };
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => { document.removeEventListener('keydown', onKey); document.removeEventListener('pointerdown', onPointer); };
  }, [open]);

  /** Closes when focus leaves the whole menu (Tab past the last item). */
  const onBlur = (e: React.FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  return { open, show, hideSoon, toggle, close, buttonRef, rootRef, onBlur };
}
