import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DialogHost, confirmDialog, promptDialog } from "./dialogs";
import { act } from "react";

describe("in-app dialogs", () => {
  it("answers a confirmation with the button pressed, and Escape as cancel", async () => {
    render(<DialogHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDialog({ title: "Delete page?", confirmLabel: "Delete", danger: true });
    });
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();

    act(() => {
      answer = confirmDialog({ title: "Leave?" });
    });
    await screen.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await expect(answer).resolves.toBe(false);
  });

  it("answers a prompt with the trimmed text, starting from the initial value", async () => {
    render(<DialogHost />);
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = promptDialog({ title: "Rename page", label: "Page name", initialValue: "Home" });
    });
    const field = await screen.findByLabelText("Page name");
    expect(field).toHaveValue("Home");
    await userEvent.clear(field);
    await userEvent.type(field, "  Shop  {Enter}");
    await expect(answer).resolves.toBe("Shop");
  });
});
