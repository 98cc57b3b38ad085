// The Content-Security-Policy of an uploaded document opened in the browser: it can never run as a page of our
// origin (a PDF or an image can carry HTML and script). The documents route sets it, and next.config.ts sends
// it on that route instead of the site's policy (which would otherwise replace it: issue 24).
export const DOCUMENT_CSP = 'sandbox';
