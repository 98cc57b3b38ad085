// An institution record as staff would find it after review, and the demo colleges the dev server seeds with
// it. The tests' factory (tests/factories/institution.ts) writes its records through insertInstitution too,
// so a demo college is a valid one.
import { createDb, type Db } from '@/lib/platform/db/create-client';
import type { VerificationStatus } from '@/lib/generated/prisma/enums';
import { applicationId } from '@/lib/kernel/application-id';
import { isDeployment, type EnvVars } from '@/lib/platform/config/app-env';

/** Demo colleges are for trying the site out: never in a deployment, where students could pick one. */
export const wantsDemoData = (e: EnvVars = process.env) => !isDeployment(e) && e.SEED_DEMO !== '0';

export type InstitutionRecord = {
  name: string;
  districtId: number;
  policeStationId: number;
  fullAddress: string;
  pinCode: string;
  assignedPersonName: string;
  assignedPersonPhone: string;
  designation: string;
  email: string;
  status?: VerificationStatus;
  /** false: a draft whose ID proof never arrived. */
  submitted?: boolean;
  reviewedBy?: string;
};

/** Creates the institution (approved and submitted unless told otherwise) with its application id. */
export async function insertInstitution(db: Pick<Db, 'institution'>, o: InstitutionRecord) {
  const status = o.status ?? 'approved';
  const row = await db.institution.create({
    data: {
      name: o.name,
      fullAddress: o.fullAddress,
      districtId: o.districtId,
      policeStationId: o.policeStationId,
      pinCode: o.pinCode,
      assignedPersonName: o.assignedPersonName,
      assignedPersonPhone: o.assignedPersonPhone,
      designation: o.designation,
      email: o.email,
      status,
      submittedAt: o.submitted === false ? null : new Date(),
      ...(o.reviewedBy ? { reviewedAt: new Date(), reviewedBy: o.reviewedBy } : {}),
    },
  });
  return db.institution.update({ where: { id: row.id }, data: { applicationId: applicationId('institution', row.id) } });
}

const DEMO_INSTITUTIONS = [
  { name: 'Cotton University', address: 'Panbazar, Guwahati', district: 'Kamrup Metropolitan', station: 'Pan Bazar', pin: '781001', person: 'Rupam Deka', phone: '9864012345', email: 'registrar@cottonuniversity.ac.in' },
  { name: 'Dibrugarh University', address: 'Rajabheta, Dibrugarh', district: 'Dibrugarh', station: 'Dibrugarh', pin: '786004', person: 'Mitali Gogoi', phone: '9435012345', email: 'registrar@dibru.ac.in' },
  { name: 'Tezpur University', address: 'Napaam, Tezpur', district: 'Sonitpur', station: 'Tezpur', pin: '784028', person: 'Pranjal Saikia', phone: '9954012345', email: 'registrar@tezu.ernet.in' },
];

/** Demo approved institutions for the dev server, so the internship form has choices. Tests make their own. */
export async function seedDemoInstitutions(url: string) {
  const db = createDb(url, 2);
  let created = 0;
  try {
    for (const demo of DEMO_INSTITUTIONS) {
      if (await db.institution.findFirst({ where: { name: demo.name } })) continue;
      const district = await db.district.findUnique({ where: { name: demo.district } });
      const station = district
        ? ((await db.policeStation.findFirst({ where: { districtId: district.id, name: demo.station } }))
          ?? (await db.policeStation.findFirst({ where: { districtId: district.id } })))
        : null;
      if (!district || !station) continue;
      await db.$transaction((tx) => insertInstitution(tx, {
        name: demo.name, fullAddress: demo.address, districtId: district.id, policeStationId: station.id, pinCode: demo.pin,
        assignedPersonName: demo.person, assignedPersonPhone: demo.phone, designation: 'Registrar', email: demo.email, reviewedBy: 'seed',
      }));
      created++;
    }
    return created;
  } finally {
    await db.$disconnect();
  }
}
