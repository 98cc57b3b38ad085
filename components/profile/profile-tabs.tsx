'use client';
// The profile's tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs, the selected
// tab is the only one in the tab order, and each panel is labelled by its tab.
import { useRef, useState } from 'react';

export type ProfileTab = { id: string; label: string; content: React.ReactNode };

export function ProfileTabs({ tabs, label }: { tabs: ProfileTab[]; label: string }) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const i = (index + tabs.length) % tabs.length;
    setActive(i);
    buttons.current[i]?.focus();
  };
  const onKeyDown = (e: React.KeyboardEvent, index: number) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    select(to);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => { buttons.current[i] = el; }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={i === active}
            aria-controls={`panel-${tab.id}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold ${
              i === active ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-brand-800'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.id} role="tabpanel" id={`panel-${tab.id}`} aria-labelledby={`tab-${tab.id}`} hidden={i !== active} tabIndex={0} className="pt-5 outline-none">
          {tab.content}
        </div>
      ))}
    </div>
  );
}
