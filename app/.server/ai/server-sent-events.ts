/**
 * The `data` of each server-sent event in a text stream
 * (https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation),
 * fed chunk by chunk as the bytes arrive. Chat-completions streams use `data:` alone; event
 * names, ids, retry hints and `:` comments carry nothing for us and are skipped. As the
 * specification says, an event the stream ends in the middle of is never dispatched.
 */
export class ServerSentEvents {
  private buffer = "";
  private data: string[] = [];

  /** The events completed by this chunk, in order. A line cut across chunks waits for its end. */
  push(chunk: string): string[] {
    const events: string[] = [];
    const text = this.buffer + chunk;
    let start = 0;
    for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
      const line = text.slice(start, end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end);
      start = end + 1;
      if (line === "") {
        // A blank line ends the event.
        if (this.data.length > 0) events.push(this.data.join("\n"));
        this.data = [];
      } else if (line.startsWith("data:")) {
        this.data.push(line.charCodeAt(5) === 32 ? line.slice(6) : line.slice(5));
      }
    }
    this.buffer = text.slice(start);
    return events;
  }
}
