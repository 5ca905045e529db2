// @vitest-environment jsdom
import { act, render, screen, waitFor } from "@testing-library/react";
import { RouterProvider, createMemoryRouter, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_LIST_URL, LiveListNote } from "./live-list";

/** jsdom has no EventSource: this one is driven by the test, as the server would drive it. */
class TestEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: TestEventSource[] = [];
  readyState = TestEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    TestEventSource.opened.push(this);
  }
  close() {
    this.readyState = TestEventSource.CLOSED;
  }
  change(data: object) {
    this.dispatchEvent(new MessageEvent("liste", { data: JSON.stringify(data) }));
  }
}

let loads = 0;
let hidden = false;

function renderList(enabled = true) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        loader: () => ++loads,
        Component: () => {
          const read = useLoaderData<number>();
          return (
            <>
              <p>Lecture {read}</p>
              <LiveListNote enabled={enabled} />
            </>
          );
        },
      },
    ],
    { initialEntries: ["/"] },
  );
  return render(<RouterProvider router={router} />);
}

const latest = () => TestEventSource.opened.at(-1)!;
/** The page has loaded and its effects have run: the stream is open. */
async function ready() {
  await screen.findByText("Lecture 1");
  await waitFor(() => expect(TestEventSource.opened.length).toBeGreaterThan(0));
}
const change = (data: object) => act(() => latest().change(data));

beforeEach(() => {
  loads = 0;
  hidden = false;
  TestEventSource.opened = [];
  vi.stubGlobal("EventSource", TestEventSource);
  Object.defineProperty(document, "visibilityState", {
    configurable: true,
    get: () => (hidden ? "hidden" : "visible"),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the live list on screen", () => {
  it("reloads on another member's change and says who, politely, then fades", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderList();
    await ready();
    expect(latest().url).toBe(LIVE_LIST_URL);
    await change({ de: "membre", nom: "Léa", type: "coche", version: 1 });
    await screen.findByText("Lecture 2");
    const note = screen.getByRole("status");
    expect(note).toHaveTextContent("Mis à jour par Léa");
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(note).toHaveClass("opacity-0");
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(note).toHaveTextContent("");

    await change({ de: "appareil", type: "semaine", version: 2 });
    await screen.findByText("Lecture 3");
    expect(screen.getByRole("status")).toHaveTextContent("Mis à jour sur un autre appareil");
  });

  it("leaves this device's own change alone, unless the tab was in the background", async () => {
    renderList();
    await ready();
    await change({ de: "ici", type: "coche", version: 1 });
    // The next change's reload is the first: this device's own asked for none.
    await change({ de: "toque", type: "reprise", version: 2 });
    expect(screen.queryByText("Lecture 3")).toBeNull();
    await screen.findByText("Lecture 2");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText("Lecture 2")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("");

    hidden = true;
    await change({ de: "ici", type: "coche", version: 3 });
    expect(screen.getByText("Lecture 2")).toBeInTheDocument();
    hidden = false;
    act(() => document.dispatchEvent(new Event("visibilitychange")));
    await screen.findByText("Lecture 3");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("reads the list again after a cut, and opens a new stream when EventSource gives up", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderList();
    await ready();
    act(() => {
      latest().dispatchEvent(new Event("error"));
      latest().dispatchEvent(new Event("open"));
    });
    await screen.findByText("Lecture 2");

    const first = latest();
    act(() => {
      first.readyState = TestEventSource.CLOSED;
      first.dispatchEvent(new Event("error"));
    });
    expect(TestEventSource.opened).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(TestEventSource.opened).toHaveLength(2);
    await change({ de: "membre", nom: "Bruno", type: "ajout", version: 4 });
    expect(await screen.findByRole("status")).toHaveTextContent("Mis à jour par Bruno");
  });

  it("opens nothing when there is no list to follow", async () => {
    renderList(false);
    await screen.findByText("Lecture 1");
    expect(TestEventSource.opened).toHaveLength(0);
  });

  it("closes its stream when the page goes", async () => {
    const view = renderList();
    await ready();
    const source = latest();
    expect(source.readyState).toBe(TestEventSource.CONNECTING);
    view.unmount();
    expect(source.readyState).toBe(TestEventSource.CLOSED);
  });
});
