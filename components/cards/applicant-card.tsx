// The acknowledgement card of an intern or a member (spec part 2, section 2): Personal and Educational
// details, the passport photo, a QR code with the application id and name, and the printed second page
// (an intern's Instructions, a member's terms). An intern's card shows the referral code and semester, a
// member's a link to their own Aadhaar PDF. Everything comes from the server's record, not browser storage.
import Image from 'next/image';
import type { Applicant } from '@/lib/people/get-applicant';
import type { ApplicantKind } from '@/lib/kernel/applicant-kinds';
import { MEMBER_TERMS, type LegalDocument } from '@/lib/content/legal';
import { INTERN_CARD_INSTRUCTIONS, INTERN_CARD_INSTRUCTIONS_TITLE } from '@/lib/content/internship';
import { SEMESTER_OPTIONS } from '@/lib/registration/schema';
import { CardShell } from './card-shell';
import { DetailsTable, type DetailRow } from './details-table';
import { QrCode } from './qr-code';
import { cardQrText, verifyUrl } from '@/lib/cards/card-code';
import { cardStatus, type CardStatus } from '@/lib/cards/card-status';
import { statusTone } from '@/components/ui/status-tone';
import { getT } from '@/lib/i18n/request-locale';
import type { Translator } from '@/lib/i18n/translate';

const INSTRUCTIONS: LegalDocument = {
  title: INTERN_CARD_INSTRUCTIONS_TITLE,
  lastUpdated: 'June 1, 2025',
  sections: INTERN_CARD_INSTRUCTIONS.map((block) => ({ heading: block.heading, bullets: block.bullets })),
};

// Coloured values are wrapped in a span: the table cell's own text colour would otherwise win over them.
const coloured = (value: string | null | undefined, className: string) => value && <span className={className}>{value}</span>;

const statusRow = (status: CardStatus, t: Translator): DetailRow => ({
  label: 'Verification Status',
  value: coloured(t(status.charAt(0).toUpperCase() + status.slice(1)), statusTone(status).text),
});

const applicationIdRow = (applicationId: string): DetailRow => ({
  label: 'Application ID', value: coloured(applicationId, 'font-bold text-red-600'),
});

const GENDER_LABEL: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' };

/** dd/mm/yyyy, as Indian forms write dates. */
const indianDate = (iso: string) => iso.split('-').reverse().join('/');

/** The owner-only photo, with a version query so a replaced photo is never served from a cache. */
function PassportPhoto({ url, name, version, t }: { url: string | undefined; name: string; version: number; t: Translator }) {
  if (!url) {
    return <div className="flex h-[176px] w-[144px] items-center justify-center border border-dashed border-slate-300 text-xs text-slate-500">{t('No photo')}</div>;
  }
  return (
    <Image
      src={`${url}?v=${version}`}
      alt={t('Passport photo of {name}', { name })}
      width={144}
      height={176}
      unoptimized
      className="h-[176px] w-[144px] rounded border border-slate-300 object-cover"
    />
  );
}

type AsideProps = { id: number; applicationId: string; name: string; passportPhotoUrl?: string; version: number };

function CardAside({ id, applicationId, name, passportPhotoUrl, version, t }: AsideProps & { t: Translator }) {
  return (
    <>
      <PassportPhoto url={passportPhotoUrl} name={name} version={version} t={t} />
      <div data-testid="card-qr" className="mt-2 bg-white">
        <QrCode text={cardQrText(applicationId, name, verifyUrl('applicant', id))} alt={t('QR code with application ID {applicationId}, name {name} and a link to verify this card', { applicationId, name })} />
      </div>
      <span className="text-[11px] text-slate-500">{t('Scan to verify this card')}</span>
    </>
  );
}

/** What differs between the two cards: the title and the printed second page. */
const CARD_TITLE: Record<ApplicantKind, string> = { intern: 'Internship Acknowledgement Card', member: 'Member Acknowledgement Card' };
const CARD_TERMS: Record<ApplicantKind, LegalDocument> = { intern: INSTRUCTIONS, member: MEMBER_TERMS };

// Null without a document, so the table leaves the row out.
const aadhaarLink = (url: string | null, t: Translator) => url && (
  <a href={url} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
    {t('View Aadhaar (PDF)')}<span className="sr-only"> {t('(opens in a new tab)')}</span>
  </a>
);

type Props = { applicant: Applicant; downloadedAt: Date; actions?: React.ReactNode };

export async function ApplicantCard({ applicant: a, downloadedAt, actions }: Props) {
  const t = await getT();
  const applicationId = a.applicationId ?? String(a.id);
  const isIntern = a.kind === 'intern';
  const semester = SEMESTER_OPTIONS.find((s) => s.value === String(a.semester ?? ''))?.label;
  const status = cardStatus(a.status, a.cardRevoked);
  return (
    <CardShell
      title={CARD_TITLE[a.kind]}
      status={status}
      terms={CARD_TERMS[a.kind]}
      downloadedAt={downloadedAt}
      actions={actions}
      aside={<CardAside id={a.id} applicationId={applicationId} name={a.name} passportPhotoUrl={a.passportPhotoUrl ?? undefined} version={downloadedAt.getTime()} t={t} />}
    >
      <DetailsTable
        caption="Personal Details"
        rows={[
          applicationIdRow(applicationId),
          { label: 'Name', value: a.name },
          { label: 'Date of Birth', value: indianDate(a.dateOfBirth) },
          { label: 'Gender', value: GENDER_LABEL[a.gender] ? t(GENDER_LABEL[a.gender]) : a.gender },
          { label: 'Mobile No.', value: a.mobileNo },
          { label: 'WhatsApp No.', value: a.whatsappNo },
          { label: 'Email', value: a.email },
          { label: 'Address', value: a.fullAddress },
          { label: 'District', value: a.district },
          { label: 'Police Station', value: a.policeStation },
          { label: 'PIN Code', value: a.pinCode },
          isIntern
            ? { label: 'Referral Code', value: coloured(a.referralCode, 'font-mono font-bold text-green-700') }
            : { label: 'Aadhaar', value: aadhaarLink(a.aadhaarUrl, t) },
          statusRow(status, t),
        ]}
      />
      <div className="mt-5">
        <DetailsTable
          caption="Educational Details"
          rows={[
            { label: 'Category', value: t(a.category) }, // categories and streams are ours, translated; courses stay as the universities name them
            { label: 'Stream', value: t(a.stream) },
            { label: 'Course', value: a.course },
            ...(isIntern ? [{ label: 'Semester', value: semester && t(semester) }] : []),
            { label: 'Institute', value: a.institution.name },
            { label: 'Institute Address', value: a.institution.fullAddress },
            { label: 'Institute PIN', value: a.institution.pinCode },
          ]}
        />
      </div>
    </CardShell>
  );
}
