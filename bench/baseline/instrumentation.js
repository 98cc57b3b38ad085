// Empty on purpose: without its own hook, the baseline's build picks up the project's instrumentation.ts
// (Turbopack's root is the project), which would demand the app's database and secrets.
export function register() {}
