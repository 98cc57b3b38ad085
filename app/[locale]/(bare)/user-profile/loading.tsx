export default function Loading() {
  return (
    <p role="status" className="px-4 py-24 text-center font-semibold text-brand-900">Loading...</p>
  );
}
