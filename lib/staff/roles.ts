// What each staff role may do, in one table: the console's pages, its actions and its route handlers all ask
// `can(role, permission)`. Not server-only: the console's navigation shows only what the role may open.
export const STAFF_ROLES = ['admin', 'reviewer', 'viewer', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = {
  /** Their own account: password, two-factor, staying signed in, confirming the password again. */
  account: ['admin', 'reviewer', 'viewer', 'editor'],
  /** Dashboard, queues, application details (without documents), the inbox. */
  view: ['admin', 'reviewer', 'viewer'],
  /** Approve, reject, revoke; mark messages read or handled, notes; exports. */
  review: ['admin', 'reviewer'],
  /** Open an applicant's Aadhaar copy, photo or an institution's ID proof. */
  documents: ['admin', 'reviewer'],
  /** Add, disable and reset staff; read the audit trail; erase on request. */
  admin: ['admin'],
  /** Read and review every intern's weekly logs; anyone else with `review` sees only the interns they supervise. */
  allInternshipLogs: ['admin'],
  /** Create, edit, publish and cancel events (every role sees them and their registrants). */
  events: ['admin'],
  /** Read the site's content in the console, its drafts, history and previews (everyone: it is public or about to be). */
  contentRead: ['admin', 'reviewer', 'viewer', 'editor'],
  /** Change the site's content: save drafts, publish, hide, reorder, delete, restore. An editor has this and
   * contentRead only: no applicant, message, document or audit-trail page is theirs to open. */
  content: ['admin', 'editor'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export const can = (role: StaffRole, permission: Permission) => (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin (everything, including managing staff)',
  reviewer: 'Reviewer (reviews, documents, messages)',
  viewer: 'Viewer (read-only, no documents)',
  editor: "Editor (the site's content only: no applications or messages)",
};

/** Whether this staff member sees an internship's weekly logs: an admin always, a reviewer who supervises it. */
export const seesInternshipLogs = (staff: { id: number; role: StaffRole }, internship: { supervisorId: number | null }) =>
  can(staff.role, 'allInternshipLogs') || (can(staff.role, 'review') && internship.supervisorId === staff.id);
