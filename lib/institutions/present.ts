// Reading one institution and shaping it as the spec's "institution as read back" (part 2, section 3).
import 'server-only';
import { db } from '@/lib/platform/db/client';

export async function findInstitution(id: number) {
  return db.institution.findUnique({
    where: { id },
    include: { district: { select: { name: true } }, policeStation: { select: { name: true } } },
  });
}

export type InstitutionRecord = NonNullable<Awaited<ReturnType<typeof findInstitution>>>;

export function presentInstitution(i: InstitutionRecord) {
  return {
    id: i.id,
    application_id: i.applicationId,
    name: i.name,
    institution_full_address: i.fullAddress,
    institution_district: { name: i.district.name },
    institution_police_stations: { name: i.policeStation.name },
    institution_pin_code: i.pinCode,
    assigned_person_name: i.assignedPersonName,
    designation: i.designation,
    assigned_person_phone_no: i.assignedPersonPhone,
    email: i.email,
    is_verified: i.status,
    submitted: i.submittedAt !== null,
  };
}
