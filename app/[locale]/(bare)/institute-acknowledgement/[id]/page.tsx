// /institute-acknowledgement/{id}: the institution's acknowledgement card, for the browser that registered it.
import { CardError, CardShell } from '@/components/cards/card-shell';
import { DetailsTable } from '@/components/cards/details-table';
import { QrCode } from '@/components/cards/qr-code';
import { verifyUrl } from '@/lib/cards/card-code';
import { cardStatus } from '@/lib/cards/card-status';
import { canReadInstitutionCard } from '@/lib/accounts/institution-access';
import { INSTITUTE_TERMS } from '@/lib/content/legal';
import { findInstitution } from '@/lib/institutions/present';
import { getPageSession } from '@/lib/accounts/session';
import { MailStatusNote } from '@/components/cards/mail-status-note';
import { statusTone } from '@/components/ui/status-tone';
import { localizedMetadata } from '@/lib/i18n/metadata';
import { getT } from '@/lib/i18n/request-locale';


export const generateMetadata = localizedMetadata({ title: 'Institute Acknowledgement Card', robots: { index: false, follow: false } });

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function InstituteAcknowledgementPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: SearchParams }) {
  const { id: raw } = await params;
  const access = (await searchParams).access;
  const t = await getT();
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) return <CardError message={t('Invalid or missing institute ID in URL.')} />;
  const id = Number(raw);
  const session = await getPageSession();
  // The registering browser, or anyone with the signed link emailed to the institution's contact.
  if (!canReadInstitutionCard(session, id, Array.isArray(access) ? access[0] : access)) return <CardError message={t('You do not have access to this institute\'s card. Open it from the browser that registered the institution, or with the link in the confirmation email.')} />;
  const institute = await findInstitution(id);
  if (!institute) return <CardError message={t('No institute data available.')} />;

  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <CardShell
        title="Institute Acknowledgement Card"
        status={cardStatus(institute.status)}
        terms={INSTITUTE_TERMS}
        aside={
          <>
            <QrCode text={`${institute.name}\n${institute.fullAddress}\nVerify: ${verifyUrl('institution', institute.id)}`} alt={t('QR code with the institution\'s name and address: {name}, {address}', { name: institute.name, address: institute.fullAddress })} />
            <span className="text-[11px] text-slate-500">{t('Scan for name and address')}</span>
          </>
        }
      >
        <DetailsTable
          caption="Institution Details"
          rows={[
            { label: 'Application ID', value: institute.applicationId, valueClassName: 'font-bold text-red-600' },
            { label: 'Institute Name', value: institute.name },
            { label: 'Address', value: institute.fullAddress },
            { label: 'District', value: institute.district.name },
            { label: 'Police Station', value: institute.policeStation.name },
            { label: 'PIN Code', value: institute.pinCode },
            { label: 'Authorized Person', value: institute.assignedPersonName },
            { label: 'Designation', value: institute.designation },
            { label: 'Contact No.', value: institute.assignedPersonPhone },
            { label: 'Status', value: t(capitalise(institute.status)), valueClassName: statusTone(institute.status).text },
          ]}
        />
        {!institute.submittedAt && (
          <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-800">{t('The ID proof has not been uploaded yet, so this application has not reached our team.')}</p>
        )}
      </CardShell>
      <MailStatusNote owner={{ type: 'institution', id }} className="mx-auto max-w-4xl px-4 pb-8 text-center" />
    </main>
  );
}
