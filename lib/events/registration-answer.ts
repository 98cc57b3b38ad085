// The answer of POST /api/v1/events/{slug}/registrations (issue 36) when a place was given or already held. Plain
// data: the form (with scripts) and the result page (without) read the same shape.
export type RegistrationAnswer =
  | { status: 'registered'; ticket_code: string }
  | { status: 'waitlisted'; position: number }
  | { status: 'already_registered'; resent: boolean };
