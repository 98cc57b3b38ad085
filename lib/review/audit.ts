// The audit trail: every staff action, with who, when, what and on which record.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';

export async function audit(
  tx: Prisma.TransactionClient | typeof db,
  entry: { staff: string; action: string; entityType: string; entityId?: number | null; detail?: Prisma.InputJsonValue },
) {
  await tx.staffAction.create({ data: { ...entry, entityId: entry.entityId ?? null, detail: entry.detail ?? {} } });
}
