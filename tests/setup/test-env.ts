// Per-worker environment: the run's database, fixed test secrets, and a private upload folder.
import { inject } from 'vitest';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

process.env.APP_ENV ??= 'local'; // a test database is not a deployment, although DATABASE_URL is set
process.env.DATABASE_URL = inject('databaseUrl');
process.env.SESSION_SECRET ??= 'test-session-secret-that-is-long-enough-0123456789';
process.env.CARD_KEY ??= 'c'.repeat(64);
process.env.DOCUMENT_KEY ??= 'a'.repeat(64);
process.env.SIGNING_KEY ??= '5e'.repeat(32);
process.env.UPLOAD_DIR = mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
