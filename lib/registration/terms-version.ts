// The version of the terms and privacy notice an applicant accepts; stored with every registration.
// Change it whenever lib/content/legal.ts changes in substance.
export const TERMS_VERSION = 'terms-2025-06-01+privacy-2025-06-01';
