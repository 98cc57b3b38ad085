// Where signing in again may return to: a console path only (never another site).
export const safeReturn = (next: string) => (/^\/staff(\/[\w\-/]*)?(\?[\w=&%.-]*)?$/.test(next) ? next : '/staff');
