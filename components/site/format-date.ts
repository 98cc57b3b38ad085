// '2026-02-07' -> '7 February 2026' (fixed locale and time zone, so the prerendered text never changes).
export function formatDate(iso: string) {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
