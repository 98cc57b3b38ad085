// Registering an institution: a pending draft with its application id, then its ID proof, which
// submits it. A draft without a proof is not an application: staff lists hide it, approval refuses it,
// and the registering browser's older drafts are removed when it starts a new one.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { applicationId } from '@/lib/kernel/application-id';
import { invalid } from '@/lib/kernel/domain-errors';
import { MESSAGES, type InstitutionPayload } from '@/lib/institutions/schema';

/** Checks the district and the police station exist and belong together. */
async function assertPlace(districtId: number, policeStationId: number) {
  const station = await db.policeStation.findUnique({ where: { id: policeStationId }, select: { districtId: true } });
  if (!station || station.districtId !== districtId) {
    throw invalid(MESSAGES.invalidPlace, { police_station_id: MESSAGES.invalidPlace });
  }
}

/**
 * Creates a pending institution (submittedAt null until the proof arrives) and gives it its
 * application id in the same transaction. `replacesDrafts`: ids this browser registered before; those
 * still without a proof are abandoned drafts and are deleted.
 */
export async function createInstitution(data: InstitutionPayload, replacesDrafts: number[] = []) {
  await assertPlace(data.district_id, data.police_station_id);
  return db.$transaction(async (tx) => {
    if (replacesDrafts.length) {
      await tx.institution.deleteMany({ where: { id: { in: replacesDrafts }, submittedAt: null, status: 'pending' } });
    }
    const row = await tx.institution.create({
      data: {
        name: data.name,
        fullAddress: data.institution_full_address,
        districtId: data.district_id,
        policeStationId: data.police_station_id,
        pinCode: data.institution_pin_code,
        assignedPersonName: data.assigned_person_name,
        assignedPersonPhone: data.assigned_person_phone_no,
        designation: data.designation,
        email: data.email.toLowerCase(),
      },
      select: { id: true, createdAt: true },
    });
    return tx.institution.update({
      where: { id: row.id },
      data: { applicationId: applicationId('institution', row.id, row.createdAt) },
      select: { id: true, applicationId: true },
    });
  });
}
