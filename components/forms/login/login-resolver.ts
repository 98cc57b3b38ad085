// The login form's resolver, loaded on demand by login-form.tsx (see components/forms/lazy-resolver.ts).
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@/lib/accounts/login-schema';

export type LoginFormValues = { type: '' | LoginInput['type']; mobile_no: string; password: string };

export const loginResolver = zodResolver(loginSchema) as Resolver<LoginFormValues, unknown, LoginInput>;
