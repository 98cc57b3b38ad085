// The refusals of a cancel link, in one place (lib/events/cancel-registration.ts throws them; the page names them).
export const CANCEL_MESSAGES = {
  invalid: 'This cancel link is not valid. Please use the link in the latest email about your registration.',
  already: 'This registration was already cancelled. Nothing more to do.',
  eventCancelled: 'This event has been cancelled, so there is nothing to cancel.',
  over: 'This event has already taken place.',
} as const;
