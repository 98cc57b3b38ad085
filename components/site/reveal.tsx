'use client';
// Fades (or slides up) its children in once, when 10% of it scrolls into view. Content is visible in the
// server HTML; only elements below the fold at first paint are hidden and revealed, and nothing moves
// for people who prefer reduced motion.
import { useEffect, useRef, useState } from 'react';

type Props = { children: React.ReactNode; className?: string; slide?: boolean; as?: 'div' | 'section' | 'li' | 'article' };

export function Reveal({ children, className = '', slide = false, as: Tag = 'div' }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<'idle' | 'pending' | 'shown'>('idle');

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (el.getBoundingClientRect().top < window.innerHeight) return; // already on screen: leave it be
    setState('pending');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const motion = state === 'pending' ? (slide ? 'reveal-pending-up' : 'reveal-pending') : state === 'shown' ? 'reveal-shown' : ''; // app/globals.css
  return (
    <Tag ref={ref as React.Ref<never>} className={`${className} ${motion}`.trim()}>
      {children}
    </Tag>
  );
}
