// Where a stored document is served to its owner (app/api/v1/documents/[id]/route.ts).
export const documentUrl = (documentId: number) => `/api/v1/documents/${documentId}`;
