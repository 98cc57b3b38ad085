// The one refusal that belongs to HTTP itself (a body over the route's limit). Everything else a route
// or domain function refuses is a domain error (lib/kernel/domain-errors.ts), mapped in api-route.ts.
import { DomainError } from '@/lib/kernel/domain-errors';

export class PayloadTooLargeError extends DomainError {
  constructor(message = 'The request is too large.') { super(message, 'payload_too_large'); }
}
export const payloadTooLarge = (message?: string) => new PayloadTooLargeError(message);

// Branches written before the domain errors import these names from here; new code imports lib/kernel/domain-errors.ts.
export { notFound, conflict, tooManyRequests } from '@/lib/kernel/domain-errors';
