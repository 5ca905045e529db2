import { createParser } from "eventsource-parser";

/**
 * The `data` of each server-sent event in a text stream, fed chunk by chunk as the bytes
 * arrive, read by eventsource-parser (the WHATWG interpretation, maintained upstream). Chat-
 * completions streams use `data:` alone; event names, ids, retry hints and `:` comments carry
 * nothing for us. As the specification says, an event the stream ends in the middle of is
 * never dispatched. Faster than the hand-written reader it replaced: 24–37 µs per
 * 2,000-character answer instead of 59–66 µs (bench/sse-parsers.mjs, decision 0008).
 */
export class ServerSentEvents {
  private completed: string[] = [];
  private readonly parser = createParser({ onEvent: (event) => this.completed.push(event.data) });

  /** The events completed by this chunk, in order. A line cut across chunks waits for its end. */
  push(chunk: string): string[] {
    this.parser.feed(chunk);
    const events = this.completed;
    if (events.length > 0) this.completed = [];
    return events;
  }
}
