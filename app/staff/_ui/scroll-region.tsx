// A wide table's scrolling box: named and focusable, so a keyboard can scroll it (axe: scrollable-region-focusable).
export function ScrollRegion({ label, children, className = '' }: { label: string; children: React.ReactNode; className?: string }) {
  return <div role="region" aria-label={label} tabIndex={0} className={`overflow-auto ${className}`}>{children}</div>;
}
