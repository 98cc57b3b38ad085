// Every error code the API answers, in one place (docs/decisions/020-error-codes.md). An API error is
// `{ success: false, code, message, fields? }`: `code` is for programs (the browser decides on it), `message`
// for people (in the caller's language, and free to be reworded). A code, once shipped, never changes its
// meaning; add a new one instead. Plain data: the browser and the server both read it, so what each code means
// is a comment, not a string the browser would download.
export const ERROR_CODES = [
  // One per kind of refusal: what a domain error answers unless it names something more exact.
  'invalid_input', // the input is wrong; `fields` says which field and why (400)
  'unauthenticated', // nobody is signed in (401)
  'forbidden', // signed in, but this record is not the caller's (403)
  'not_found', // no such record (404)
  'conflict', // the request clashes with what is stored (409)
  'payload_too_large', // the body is larger than the route allows (413)
  'rate_limited', // too many attempts; Retry-After says when to try again (429)
  'unavailable', // the database is briefly unreachable; Retry-After says when to try again (503)
  'internal_error', // anything unexpected; the detail is in the server log only (500)
  // Exact refusals a form acts on.
  'cross_site', // a state-changing request from another site (403)
  'body_not_json', // the body of a JSON endpoint is not JSON (400)
  'not_multipart', // an upload that is not a well-formed multipart body (400)
  'too_many_parts', // an upload with parts the route does not take (400)
  'mobile_taken', // this mobile number is already registered for this kind of applicant (409)
  'referral_not_found', // no usable intern has this referral code (404 when checked, 400 on registration)
  'login_failed', // wrong mobile number, password or account type (401)
  'login_locked', // too many failed logins for this number or address (429)
  'password_wrong', // the current password given to change it is wrong (400)
  'password_common', // the new password is too common or too personal (400)
  'reset_link_invalid', // a password-reset link that is unknown, used or expired (400)
  'no_registration', // no institution registration in this browser to continue (401)
  'not_pending', // the application is no longer pending, so it cannot change (409)
  'busy', // too many registrations or uploads at once; try again in a minute (429)
  'uploads_busy', // the server is reading as many uploads as it takes at once; nothing was read; Retry-After says when to try again (503)
  'portal_busy', // the database is up but slow: no connection came free in time, nothing was saved; Retry-After says when to try again (503)
  'document_store_unavailable', // the document store (S3) does not answer; nothing was kept; Retry-After says when to try again (503)
  'certificate_not_current', // the certificate was replaced (or, to revoke, is already revoked; to reissue or print, its holder was erased) (409)
  'staff_sign_in_needs_code', // staff sign-in from an address whose tries are spent: send the password and the code together (429)
  // The internship road (lib/internships, docs/decisions/027-internship-road.md).
  'not_an_intern', // an internship is offered to a youth-club member (400)
  'intern_not_verified', // an internship is offered to an intern whose application is not approved (409)
  'internship_exists', // the intern already has a live internship (offered, accepted or under way) (409)
  'offer_not_open', // the offer was already answered, withdrawn or ended: accepting twice, declining after accepting (409)
  'letter_deadline_passed', // the approval letter comes after its deadline (23:59 IST of the 7th day, or as extended) (409)
  'letter_not_expected', // no letter fits now: accept first, or the letter is already accepted or waiting to be checked (409)
  'internship_not_active', // the action needs an internship under way (logging a week, completing, ending) (409)
  'week_not_allowed', // a log's week is in the future, before the start, after the end, or not a Monday (400)
  'week_already_logged', // the week has a log that is not returned (409)
  'nothing_to_review', // no letter or log of that week is waiting to be checked (409)
  'hours_short', // completing by hand with fewer approved hours than weeks x minimum hours (409)
  'not_supervisor', // a reviewer checks logs of another supervisor's intern (403)
  'event_not_open', // the event takes no registrations now: not yet open, closed, or already started (409)
  'event_cancelled', // the event was cancelled (409)
  'event_full', // the event's seats and waitlist are all taken (409)
  'event_not_over', // attendance certificates are sent only once the event has ended (409)
  // Donations (issue 38, docs/decisions/028).
  'online_payment_off', // the online gateway is not configured; give by UPI (400)
  'gateway_unavailable', // the payment gateway does not answer; nothing was charged; Retry-After says when to try again (503)
  'utr_taken', // this UPI transaction reference is already recorded for another donation (409)
  'utr_required', // a UPI donation is confirmed only with the UTR found on the bank statement (409)
  'gateway_only', // an online donation is confirmed only by the gateway's verified payment, never by staff (409)
  'donation_not_awaiting', // the donation no longer waits for a payment or a confirmation (409)
  'donation_not_confirmed', // only a confirmed donation can be refunded (409)
  'payment_not_verified', // the checkout's answer does not carry a valid gateway signature for this donation's order (400)
  'payment_not_captured', // the gateway says the payment is not captured (409)
  'webhook_signature_invalid', // a webhook whose X-Razorpay-Signature does not match its raw body (400)
  'unknown_order', // a payment for an order no donation has (404)
  'amount_mismatch', // the amount paid differs from the order's; refused, and the donation flagged for staff (409)
  // Images for the public pages (lib/media/web-image.ts).
  'image_not_accepted', // the file is not one of the image formats lib/media/web-image.ts takes (by its bytes), or cannot be read (400)
  'image_too_large', // the image is over the byte limit, or declares more pixels than the limit (400)
  // The site's content in staff hands (lib/content-store, docs/decisions/029).
  'report_not_pdf', // a research report's file is not a whole PDF by its bytes (no %PDF- header or no %%EOF trailer) (400)
  'report_too_large', // a research report's PDF is over REPORT_PDF_MAX_BYTES (400)
  'content_conflict', // someone else saved the item since this editor opened it; the answer carries their version to compare (409)
  'content_draft_changed', // a publish from a page that showed an older draft than the one saved now: refused, so nobody publishes words they never saw (409)
  // Not sent by the server: the browser client's own outcomes (lib/client/api-client.ts).
  'network_error', // the request never reached the server, or its answer never came back (browser only)
  'timeout', // no answer within the client's time limit (browser only)
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode => (ERROR_CODES as readonly unknown[]).includes(value);
