import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom lays nothing out, so it has no scrolling: scrolling an element into view does nothing.
Element.prototype.scrollIntoView ??= () => {};
