// The intern's acknowledgement card (spec part 2, section 2): Personal and Educational details, the
// passport photo, a QR code with the application id and name, and the Instructions as the printed
// second page. Everything comes from the server's record (the source of truth), not browser storage.
import Image from 'next/image';
import type { InternRecord } from '@/lib/interns/present-intern';
import type { LegalDocument } from '@/lib/content/legal';
import { INTERN_CARD_INSTRUCTIONS, INTERN_CARD_INSTRUCTIONS_TITLE } from '@/lib/content/internship';
import { SEMESTER_OPTIONS } from '@/lib/validation/registration';
import { CardShell } from './card-shell';
import { DetailsTable, type DetailRow } from './details-table';
import { QrCode } from './qr-code';
import { cardQrText, verifyUrl, type CardKind } from '@/lib/verify/card-code';
import { cardStatus, type CardStatus } from '@/lib/verify/card-status';

const INSTRUCTIONS: LegalDocument = {
  title: INTERN_CARD_INSTRUCTIONS_TITLE,
  lastUpdated: 'June 1, 2025',
  sections: INTERN_CARD_INSTRUCTIONS.map((block) => ({ heading: block.heading, bullets: block.bullets })),
};


// Coloured values are wrapped in a span: the table cell's own text colour would otherwise win over them.
const coloured = (value: string | null | undefined, className: string) => value && <span className={className}>{value}</span>;

const STATUS_CLASS: Record<string, string> = { approved: 'font-bold text-blue-700', pending: 'font-bold text-amber-700' };
export const statusRow = (status: CardStatus): DetailRow => ({
  label: 'Verification Status',
  value: coloured(status.charAt(0).toUpperCase() + status.slice(1), STATUS_CLASS[status] ?? 'font-bold text-red-700'),
});

export const applicationIdRow = (applicationId: string): DetailRow => ({
  label: 'Application ID', value: coloured(applicationId, 'font-bold text-red-600'),
});

export const GENDER_LABEL: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' };

/** dd/mm/yyyy, as Indian forms write dates. */
export const indianDate = (iso: string) => iso.split('-').reverse().join('/');

/** The owner-only photo, with a version query so a replaced photo is never served from a cache. */
export function PassportPhoto({ url, name, version }: { url: string | undefined; name: string; version: number }) {
  if (!url) {
    return <div className="flex h-[176px] w-[144px] items-center justify-center border border-dashed border-slate-300 text-xs text-slate-500">No photo</div>;
  }
  return (
    <Image
      src={`${url}?v=${version}`}
      alt={`Passport photo of ${name}`}
      width={144}
      height={176}
      unoptimized
      className="h-[176px] w-[144px] rounded border border-slate-300 object-cover"
    />
  );
}

type AsideProps = { kind: CardKind; id: number; applicationId: string; name: string; photoUrl?: string; version: number };

export function CardAside({ kind, id, applicationId, name, photoUrl, version }: AsideProps) {
  return (
    <>
      <PassportPhoto url={photoUrl} name={name} version={version} />
      <div data-testid="card-qr" className="mt-2 bg-white">
        <QrCode text={cardQrText(applicationId, name, verifyUrl(kind, id))} alt={`QR code with application ID ${applicationId}, name ${name} and a link to verify this card`} />
      </div>
      <span className="text-[11px] text-slate-500">Scan to verify this card</span>
    </>
  );
}

type Props = { intern: InternRecord; downloadedAt: Date; actions?: React.ReactNode };

export function InternCard({ intern: i, downloadedAt, actions }: Props) {
  const applicationId = i.application_id ?? String(i.id);
  const semester = SEMESTER_OPTIONS.find((s) => s.value === String(i.semester ?? ''))?.label;
  const status = cardStatus(i.is_verified, i.card_revoked);
  return (
    <CardShell
      title="Internship Acknowledgement Card"
      status={status}
      terms={INSTRUCTIONS}
      downloadedAt={downloadedAt}
      actions={actions}
      aside={<CardAside kind="intern" id={i.id} applicationId={applicationId} name={i.name} photoUrl={i.passport_images?.img_url} version={downloadedAt.getTime()} />}
    >
      <DetailsTable
        caption="Personal Details"
        rows={[
          applicationIdRow(applicationId),
          { label: 'Name', value: i.name },
          { label: 'Date of Birth', value: indianDate(i.dob) },
          { label: 'Gender', value: GENDER_LABEL[i.gender] ?? i.gender },
          { label: 'Mobile No.', value: i.mobile_no },
          { label: 'WhatsApp No.', value: i.whatsapp_no },
          { label: 'Email', value: i.email },
          { label: 'Address', value: i.intern_full_address },
          { label: 'District', value: i.district_name.name },
          { label: 'Police Station', value: i.InternPoliceStation.name },
          { label: 'PIN Code', value: i.intern_pin_code },
          { label: 'Referral Code', value: coloured(i.referral_code, 'font-mono font-bold text-green-700') },
          statusRow(status),
        ]}
      />
      <div className="mt-5">
        <DetailsTable
          caption="Educational Details"
          rows={[
            { label: 'Category', value: i.selectedCategory?.name },
            { label: 'Stream', value: i.selectedStream?.name },
            { label: 'Course', value: i.course_info?.name },
            { label: 'Semester', value: semester },
            { label: 'Institute', value: i.institution_of_intern?.name },
            { label: 'Institute Address', value: i.institution_of_intern?.institution_full_address },
            { label: 'Institute PIN', value: i.institution_of_intern?.institution_pin_code },
          ]}
        />
      </div>
    </CardShell>
  );
}
