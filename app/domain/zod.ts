import { z } from "zod";

// Zod 4 probes `new Function("")` when it builds its first object schema, to compile fast
// parsers. Our Content-Security-Policy forbids eval, so in the browser the probe is reported
// as a CSP violation (Lighthouse best practices) even though zod catches the refusal.
// `jitless` skips the probe. It is read when a schema is built, not when it parses: every
// schema of the app imports `z` from here, so this line runs before the first one is built
// (ESLint refuses a direct import of "zod" outside the server). The server keeps the
// compiled parsers, which it is allowed to build.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
