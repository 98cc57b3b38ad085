'use client';
// One top-level item of the desktop navigation with its dropdown submenu.
import Link from '@/components/i18n/locale-link';
import { useId } from 'react';
import type { NavItem } from '@/lib/content/site';
import { useHoverMenu } from './use-hover-menu';
import { Chevron } from './icons';
import { useT } from '@/components/i18n/i18n-provider';

type Props = { item: NavItem; active: boolean; onRegister?: () => void };

export function NavDropdown({ item, active, onRegister }: Props) {
  const { open, show, hideSoon, toggle, close, buttonRef, rootRef, onBlur } = useHoverMenu();
  const panelId = useId();
  const t = useT();
  const linkCls = `whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-semibold transition-colors hover:bg-brand-50 hover:text-brand-800 ${active ? 'text-brand-800' : 'text-ink'}`;

  return (
    <div ref={rootRef} className="relative flex items-center" onMouseEnter={show} onMouseLeave={hideSoon} onBlur={onBlur}>
      {item.href ? (
        <>
          <Link href={item.href} className={`${linkCls} pr-1`}>{t(item.label)}</Link>
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={toggle}
            className="rounded-md p-1.5 text-ink hover:bg-brand-50 hover:text-brand-800"
          >
            <Chevron open={open} />
            <span className="sr-only">{t('{item} menu', { item: t(item.label) })}</span>
          </button>
        </>
      ) : (
        <button ref={buttonRef} type="button" aria-expanded={open} aria-controls={panelId} onClick={toggle} className={`${linkCls} inline-flex items-center gap-1`}>
          {t(item.label)}
          <Chevron open={open} />
        </button>
      )}
      <ul
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-1 min-w-52 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        {item.children?.map((child) => (
          <li key={child.href}>
            {onRegister ? (
              <button type="button" onClick={() => { close(); onRegister(); }} className="block w-full rounded-md px-3 py-2 text-left text-sm text-ink hover:bg-brand-50 hover:text-brand-800">
                {t(child.label)}
              </button>
            ) : (
              <Link href={child.href} onClick={close} className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50 hover:text-brand-800">
                {t(child.label)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
