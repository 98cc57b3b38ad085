'use client';
// Open/close state for a menu opened by hover, click or keyboard. Leaving it closes after a short delay
// (100 ms) so the pointer can cross the gap to the panel; Escape closes and returns focus to the button.
import { useCallback, useEffect, useRef, useState } from 'react';

export const MENU_CLOSE_DELAY_MS = 100;

/** `openDelayMs`: hovering opens the menu only after this long (the profile menu's 100 ms). */
export function useHoverMenu({ openDelayMs = 0 }: { openDelayMs?: number } = {}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Set when hovering opened the menu: the click that usually follows must not close it again.
  const openedByHover = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const cancel = () => clearTimeout(timer.current);
  const show = useCallback(() => {
    cancel();
    const openNow = () => setOpen((o) => { if (!o) openedByHover.current = true; return true; });
    if (openDelayMs > 0) timer.current = setTimeout(openNow, openDelayMs);
    else openNow();
  }, [openDelayMs]);
  const hideSoon = useCallback(() => { cancel(); timer.current = setTimeout(() => { openedByHover.current = false; setOpen(false); }, MENU_CLOSE_DELAY_MS); }, []);
  const toggle = useCallback(() => {
    cancel();
    if (openedByHover.current) { openedByHover.current = false; setOpen(true); return; }
    setOpen((o) => !o);
  }, []);
  const close = useCallback(() => { cancel(); openedByHover.current = false; setOpen(false); }, []);

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
