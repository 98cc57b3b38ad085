// Tickets are signed with the foundation's Ed25519 key (decision 023): the door checks them offline with the public key.
import 'server-only';

export { signToken, verifyToken } from '@/lib/certificates/signing';
