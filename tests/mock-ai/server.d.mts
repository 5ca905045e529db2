// TypeScript looks for `server.d.mts` (not `server.d.ts`) when code imports "./server.mjs";
// this forwards to the declarations kept in server.d.ts.
export * from "./server.js";
