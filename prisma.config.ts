// Prisma CLI configuration. The CLI runs Prisma's WASM schema engine through the pg driver adapter,
// because Prisma's native engines cannot be downloaded on our machines (docs/decisions/001-prisma-offline.md).
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';

// `prisma generate` and `validate` read env("DATABASE_URL") but never connect: give them a placeholder.
const PLACEHOLDER = 'postgresql://placeholder@127.0.0.1:1/placeholder';
process.env.DATABASE_URL ??= PLACEHOLDER;

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  async adapter() {
    const url = process.env.DATABASE_URL;
    if (!url || url === PLACEHOLDER) {
      throw new Error('DATABASE_URL is not set: use `npm run db:migrate`, which starts the embedded database when needed.');
    }
    return new PrismaPg({ connectionString: url });
  },
});
