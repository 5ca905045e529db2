import { describe, expect, it } from "vitest";
import { ServerSentEvents } from "./server-sent-events";

describe("ServerSentEvents", () => {
  it("gives each event's data once its blank line arrives, across chunk boundaries", () => {
    const events = new ServerSentEvents();
    expect(events.push('data: {"a":')).toEqual([]);
    expect(events.push("1}\n")).toEqual([]);
    expect(events.push('\ndata: {"b":2}\n\ndata: [DONE]\n\n')).toEqual(['{"a":1}', '{"b":2}', "[DONE]"]);
  });

  it("reads CRLF line ends, data without a space, and joins multi-line data", () => {
    const events = new ServerSentEvents();
    expect(events.push("data:x\r\n\r\ndata: first\r\ndata: second\r\n\r\n")).toEqual(["x", "first\nsecond"]);
  });

  it("skips comments, other fields and empty events", () => {
    const events = new ServerSentEvents();
    expect(events.push(": keep-alive\n\nevent: message\nid: 7\nretry: 10\ndata: y\n\n\n\n")).toEqual(["y"]);
  });

  it("never dispatches an event the stream ends in the middle of", () => {
    const events = new ServerSentEvents();
    expect(events.push("data: cut")).toEqual([]);
    expect(events.push("\n")).toEqual([]);
  });
});
