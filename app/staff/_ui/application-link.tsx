// A link to an application's page, as a plain <a>: the page must load as a document of its own, because only
// its own answer allows frames (frame-src 'self', for the PDF: next.config.ts). A client-side navigation would
// keep the Content-Security-Policy of the page it came from, whose frame-src 'none' blocks the PDF's frame.
export function ApplicationLink({ href, className = 'font-semibold text-brand-700 underline', children }: { href: string; className?: string; children: React.ReactNode }) {
  return <a className={className} href={href}>{children}</a>;
}
