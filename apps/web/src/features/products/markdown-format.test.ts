import { describe, expect, it } from "vitest";
import { applyMarkdown, plainText } from "./markdown-format";

const selected = (text: string, start: number, end: number) => text.slice(start, end);

describe("description formatting", () => {
  it("wraps the selection in bold or italic marks, spaces outside", () => {
    const bold = applyMarkdown("Soft cotton tee", 0, 5, "bold");
    expect(bold.value).toBe("**Soft** cotton tee");
    expect(selected(bold.value, bold.selectionStart, bold.selectionEnd)).toBe("Soft");
    expect(applyMarkdown("Soft cotton", 5, 11, "italic").value).toBe("Soft _cotton_");
  });

  it("puts a placeholder to type over when nothing is selected", () => {
    const edit = applyMarkdown("Tee", 3, 3, "bold");
    expect(edit.value).toBe("Tee**bold text**");
    expect(selected(edit.value, edit.selectionStart, edit.selectionEnd)).toBe("bold text");
  });

  it("makes a link of the selection and selects its address", () => {
    const edit = applyMarkdown("See the size guide", 8, 18, "link");
    expect(edit.value).toBe("See the [size guide](https://)");
    expect(selected(edit.value, edit.selectionStart, edit.selectionEnd)).toBe("https://");
  });

  it("bullets the selected lines, after a blank line, and takes the bullets off again", () => {
    const text = "Care:\nWash cold\nDry flat";
    const edit = applyMarkdown(text, 6, text.length, "list");
    expect(edit.value).toBe("Care:\n\n- Wash cold\n- Dry flat");
    const back = applyMarkdown(edit.value, edit.selectionStart, edit.selectionEnd, "list");
    expect(back.value).toBe("Care:\n\nWash cold\nDry flat");
  });

  it("reads as plain text in the list's preview", () => {
    expect(
      plainText(
        "A **heavyweight** _organic_ tee.\n\n- 220 gsm\n- See the [size guide](https://example.com)",
      ),
    ).toBe("A heavyweight organic tee. 220 gsm See the size guide");
    expect(plainText("snake_case_name and 2 * 3 * 4")).toBe("snake_case_name and 2 * 3 * 4");
  });
});
