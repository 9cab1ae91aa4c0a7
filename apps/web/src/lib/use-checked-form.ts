import { MESSAGES } from "@shopwright/sdk";
import { useState, type ChangeEvent } from "react";

/** A schema as the form needs it: anything with zod's `safeParse`. */
interface FormSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: FormIssues };
}
interface FormIssues {
  issues: readonly { message: string }[];
}

/**
 * The state of a form of text fields checked before it is sent: its values (each input's `name`
 * is its key), the one error shown, and `check`, which shows a schema's first message and
 * answers false, or clears the error and answers true.
 */
export function useCheckedForm<T extends Record<string, string>>(initial: T) {
  const [form, setForm] = useState<T>(initial);
  const [error, setError] = useState<string | null>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const { name, value } = event.target;
    setForm((current) => ({ ...current, [name]: value }));
  }

  function check(...schemas: FormSchema[]): boolean {
    for (const schema of schemas) {
      const checked = schema.safeParse(form);
      if (!checked.success) {
        setError(checked.error.issues[0]?.message ?? MESSAGES.fillAllFields);
        return false;
      }
    }
    setError(null);
    return true;
  }

  return { form, setForm, error, setError, handleChange, check };
}
