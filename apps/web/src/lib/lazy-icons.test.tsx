import { render, screen } from "@testing-library/react";
import { Truck } from "lucide-react";
import { describe, expect, it } from "vitest";
import { lazyIcons, preloadLazyIcons, type IconSet } from "./lazy-icons";

describe("lazy icons", () => {
  it("draw an empty icon of the same size until their chunk is in, then the icon", async () => {
    let deliver: (icons: IconSet) => void = () => {};
    const icon = lazyIcons(() => new Promise((resolve) => (deliver = resolve)));
    const LazyTruck = icon("Truck");
    render(<LazyTruck className="sw-icon-svg" strokeWidth={1.75} data-testid="icon" />);

    const empty = screen.getByTestId("icon");
    expect(empty.tagName).toBe("svg");
    expect(empty).toHaveAttribute("width", "24");
    expect(empty).toHaveAttribute("height", "24");
    expect(empty).toHaveClass("sw-icon-svg");
    expect(empty).toHaveAttribute("aria-hidden", "true");
    expect(empty.childElementCount).toBe(0);

    deliver({ Truck });
    await expect.poll(() => screen.getByTestId("icon").childElementCount).toBeGreaterThan(0);
    const drawn = screen.getByTestId("icon");
    expect(drawn).toHaveClass("sw-icon-svg", "lucide-truck");
    expect(drawn).toHaveAttribute("width", "24");
    expect(drawn).toHaveAttribute("stroke-width", "1.75");
  });

  it("fetch their chunk once, whether drawn or preloaded", async () => {
    let loads = 0;
    const icon = lazyIcons(async () => {
      loads += 1;
      return { Truck };
    });
    preloadLazyIcons();
    const LazyTruck = icon("Truck");
    render(<LazyTruck data-testid="icon" />);
    await expect.poll(() => screen.getByTestId("icon").childElementCount).toBeGreaterThan(0);
    expect(loads).toBe(1);
  });
});
