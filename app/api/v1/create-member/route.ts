// POST /api/v1/create-member (multipart, with refferal_code): registers a member and starts their session.
import { registrationRoute } from '@/lib/http/registration-route';

export const POST = registrationRoute('member', (id) => ({ message: 'Member Registration Submitted Successfully!', updatedmember: { id } }));
