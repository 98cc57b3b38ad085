// Absolute links for mail: a message is read outside the site, so every link carries PUBLIC_BASE_URL.
import 'server-only';
import { env } from '@/lib/platform/env';

export const siteUrl = (path: string) => `${env.PUBLIC_BASE_URL.replace(/\/$/, '')}${path}`;
