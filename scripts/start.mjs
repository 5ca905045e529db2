// `npm start`: build when needed, then serve in this same process (so that its
// PID is the server's, and stopping it frees the port).
import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
process.env.NODE_ENV ??= "production";
await import("../server.js");
