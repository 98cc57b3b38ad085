// zod for every schema that reaches the browser. zod 4 compiles object parsers with `new Function` and probes
// for that ability with a call that the Content-Security-Policy (no 'unsafe-eval', docs/decisions/007) reports
// as a violation. jitless parsing is a little slower and needs no eval; it must be set before the first schema
// is built, hence this module, which every browser-side schema imports instead of 'zod' (ESLint enforces it).
import { z } from 'zod';

z.config({ jitless: true });

export { z };
