import { describe, expect, it } from "vitest";
import { SESSION_LIFETIME_MS, readCookSession } from "./session";

const now = 1_800_000_000_000;
const session = { step: 2, ticked: [0, 3], timers: [], savedAt: now - 60_000 };

describe("readCookSession", () => {
  it("reads back a session saved in the browser", () => {
    expect(readCookSession(JSON.stringify(session), 6, now)).toEqual(session);
  });

  it("drops what it cannot trust: nothing, bad JSON, a bad shape, a step past the end, an old session", () => {
    expect(readCookSession(null, 6, now)).toBeUndefined();
    expect(readCookSession("{", 6, now)).toBeUndefined();
    expect(readCookSession(JSON.stringify({ ...session, step: -1 }), 6, now)).toBeUndefined();
    expect(readCookSession(JSON.stringify(session), 2, now)).toBeUndefined();
    expect(
      readCookSession(JSON.stringify({ ...session, savedAt: now - SESSION_LIFETIME_MS - 1 }), 6, now),
    ).toBeUndefined();
  });
});
