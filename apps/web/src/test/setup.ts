import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Parts of the app fetch their code on first use (a dynamic import), which Vitest compiles
// only then: with other suites sharing the cores that can take longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom lays nothing out, so it has no scrolling: scrolling an element into view does nothing.
Element.prototype.scrollIntoView ??= () => {};
