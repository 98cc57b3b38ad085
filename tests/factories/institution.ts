// An institution record, written once for everyone who needs one: Vitest, the Playwright helpers, the
// bench and the demo seed. It takes any Prisma client (tests and tools build theirs with createDb).
import type { Db } from '@/lib/platform/db/create-client';
import type { VerificationStatus } from '@/lib/generated/prisma/enums';
import { applicationId } from '@/lib/kernel/application-id';
import { uniqueMobile } from './mobile';

export type InstitutionFields = {
  name: string;
  districtId: number;
  policeStationId: number;
  fullAddress?: string;
  pinCode?: string;
  assignedPersonName?: string;
  assignedPersonPhone?: string;
  designation?: string;
  email?: string;
  status?: VerificationStatus;
  /** false: a draft whose ID proof never arrived. */
  submitted?: boolean;
  reviewedBy?: string;
};

/** Creates the institution (approved and submitted unless told otherwise) with its application id. */
export async function createInstitution(db: Pick<Db, 'institution'>, o: InstitutionFields) {
  const status = o.status ?? 'approved';
  const row = await db.institution.create({
    data: {
      name: o.name,
      fullAddress: o.fullAddress ?? 'GS Road, Guwahati',
      districtId: o.districtId,
      policeStationId: o.policeStationId,
      pinCode: o.pinCode ?? '781005',
      assignedPersonName: o.assignedPersonName ?? 'Anita Das',
      assignedPersonPhone: o.assignedPersonPhone ?? uniqueMobile(),
      designation: o.designation ?? 'Principal',
      email: o.email ?? 'principal@example.org',
      status,
      submittedAt: o.submitted === false ? null : new Date(),
      ...(o.reviewedBy ? { reviewedAt: new Date(), reviewedBy: o.reviewedBy } : {}),
    },
  });
  return db.institution.update({ where: { id: row.id }, data: { applicationId: applicationId('institution', row.id) } });
}

/** A district by name and its first police station (alphabetically), for arranging records. */
export async function placeIn(db: Db, districtName = 'Kamrup Metropolitan') {
  const district = await db.district.findUniqueOrThrow({ where: { name: districtName } });
  const station = await db.policeStation.findFirstOrThrow({ where: { districtId: district.id }, orderBy: { name: 'asc' } });
  return { district, station };
}
