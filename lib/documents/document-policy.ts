// The Content-Security-Policy of an uploaded document opened in the browser: it can never run as a page of our
// origin (a PDF or an image can carry HTML and script). The documents route sets it, and next.config.ts sends
// it on that route instead of the site's policy (which would otherwise replace it: issue 24).
export const DOCUMENT_CSP = 'sandbox';

/**
 * The staff console's documents: the same sandbox, and framed only by the console's own pages (the application
 * page shows the PDF in a frame, app/staff/queue/[kind]/[id]). The sandbox makes the framed PDF a document of
 * no origin: it can run no script of ours, read no cookie, post no form and navigate nothing.
 */
export const STAFF_DOCUMENT_CSP = "sandbox; frame-ancestors 'self'";
