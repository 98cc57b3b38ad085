// Direct database access for tests: arrange records and check what a request stored.
import { createDb, type Db } from '@/lib/platform/db/create-client';

let client: Db | undefined;
export function testDb(): Db {
  return (client ??= createDb(process.env.DATABASE_URL!, 4));
}
