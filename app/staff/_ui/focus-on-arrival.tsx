'use client';
// The outcome of what someone just did, focused when it appears, so that a keyboard or screen-reader user
// starts from it instead of from the top of the page (review 3 of issue 26, P3-1). tabIndex=-1: focusable by
// script, not a Tab stop. React's autoFocus focuses only form controls, hence the effect.
import { useEffect, useRef } from 'react';

export function FocusOnArrival({ as: Tag = 'p', className, children, role }: {
  as?: 'p' | 'h1'; className?: string; children: React.ReactNode; role?: 'status';
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => { ref.current?.focus(); }, []);
  return <Tag ref={ref as React.RefObject<HTMLParagraphElement & HTMLHeadingElement>} tabIndex={-1} role={role} className={className}>{children}</Tag>;
}
