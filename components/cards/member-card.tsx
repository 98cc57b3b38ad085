// The member's acknowledgement card (spec part 2, section 2): the member's details, the institution,
// a link to their own Aadhaar PDF, the photo and a QR code; the membership terms print as page two.
import type { MemberRecord } from '@/lib/members/present-member';
import { MEMBER_TERMS } from '@/lib/content/legal';
import { cardStatus } from '@/lib/verify/card-status';
import { CardShell } from './card-shell';
import { DetailsTable } from './details-table';
import { applicationIdRow, CardAside, GENDER_LABEL, indianDate, statusRow } from './intern-card';

type Props = { member: MemberRecord; downloadedAt: Date; actions?: React.ReactNode };

export function MemberCard({ member: m, downloadedAt, actions }: Props) {
  const applicationId = m.application_id ?? String(m.id);
  const aadhaar = m.adhaar_member?.pdf_url;
  const status = cardStatus(m.is_verified, m.card_revoked);
  return (
    <CardShell
      title="Member Acknowledgement Card"
      status={status}
      terms={MEMBER_TERMS}
      downloadedAt={downloadedAt}
      actions={actions}
      aside={<CardAside kind="member" id={m.id} applicationId={applicationId} name={m.name} photoUrl={m.passport_images_member?.img_url} version={downloadedAt.getTime()} />}
    >
      <DetailsTable
        caption="Personal Details"
        rows={[
          applicationIdRow(applicationId),
          { label: 'Name', value: m.name },
          { label: 'Date of Birth', value: indianDate(m.dob) },
          { label: 'Gender', value: GENDER_LABEL[m.gender] ?? m.gender },
          { label: 'Mobile No.', value: m.mobile_no },
          { label: 'WhatsApp No.', value: m.whatsapp_no },
          { label: 'Email', value: m.email },
          { label: 'Address', value: m.member_full_address },
          { label: 'District', value: m.district_name_member.name },
          { label: 'Police Station', value: m.MemberPoliceStation.name },
          { label: 'PIN Code', value: m.member_pin_code },
          {
            label: 'Aadhaar',
            value: aadhaar && (
              <a href={aadhaar} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
                View Aadhaar (PDF)<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ),
          },
          statusRow(status),
        ]}
      />
      <div className="mt-5">
        <DetailsTable
          caption="Educational Details"
          rows={[
            { label: 'Category', value: m.selectedMemberCategory?.name },
            { label: 'Stream', value: m.selectedMemberStream?.name },
            { label: 'Course', value: m.course_info_member?.name },
            { label: 'Institute', value: m.institution_members?.name },
            { label: 'Institute Address', value: m.institution_members?.institution_full_address },
            { label: 'Institute PIN', value: m.institution_members?.institution_pin_code },
          ]}
        />
      </div>
    </CardShell>
  );
}
