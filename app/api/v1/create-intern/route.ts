// POST /api/v1/create-intern (multipart): registers an intern and starts their session.
import { registrationRoute } from '@/lib/http/registration-route';

export const POST = registrationRoute('intern', (id) => ({ message: 'Internship Registration Submitted Successfully!', updatedintern: { id } }));
