// The bench's bare Next.js app (see bench/baseline.ts): defaults only, like a fresh create-next-app.
const config = {};
export default config;
