import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { onDemand, ON_DEMAND_TEXT } from "./on-demand";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader whose first `failures` fetches fail, as a dropped connection would. */
function flakyLoader(failures: number) {
  let calls = 0;
  const load = () => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
      : Promise.resolve(Greeting);
  };
  return { load, calls: () => calls };
}

describe("a component loaded on demand", () => {
  it("shows its fallback while it loads, then itself", async () => {
    const loader = flakyLoader(0);
    const Lazy = onDemand(loader.load, <p>Loading…</p>);
    render(<Lazy name="Ana" />);
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    expect(await screen.findByText("Hello Ana")).toBeInTheDocument();
    expect(loader.calls()).toBe(1);
  });

  it("says so when its code cannot be fetched, and fetches again on Retry", async () => {
    const loader = flakyLoader(1);
    const Lazy = onDemand(loader.load, <p>Loading…</p>);
    render(<Lazy name="Ana" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(ON_DEMAND_TEXT.failed);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Hello Ana")).toBeInTheDocument();
    expect(loader.calls()).toBe(2);
  });

  it("renders at once once preloaded, fetching once however often it is asked", async () => {
    const loader = flakyLoader(0);
    const Lazy = onDemand(loader.load, <p>Loading…</p>);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(<Lazy name="Ben" />);
    expect(screen.getByText("Hello Ben")).toBeInTheDocument();
    expect(loader.calls()).toBe(1);
  });

  it("lets a failed preload be tried again", async () => {
    const loader = flakyLoader(1);
    const Lazy = onDemand(loader.load);
    await expect(Lazy.preload()).rejects.toThrow(TypeError);
    await Lazy.preload();
    expect(loader.calls()).toBe(2);
  });
});
