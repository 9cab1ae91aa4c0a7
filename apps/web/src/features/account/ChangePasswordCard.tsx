import {
  ACCOUNT_MESSAGES,
  ChangePasswordForm,
  MESSAGES,
  MIN_PASSWORD_LENGTH,
} from "@shopwright/sdk";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { toast } from "../../components/Toaster";
import { useChangePassword } from "../auth/auth.api";
import { errorText } from "../auth/auth.errors";
import { PasswordField } from "../auth/PasswordField";
import { SettingsCard } from "../org-settings/SettingsCard";

export const CHANGE_PASSWORD_TEXT = {
  title: "Change password",
  description:
    "Enter your current password, then the new one twice. Every other device and browser signed in to your account is signed out; this one stays signed in.",
  submit: "Change password",
  saving: "Changing...",
  failed: "The password could not be changed. Please try again.",
} as const;

const EMPTY: ChangePasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The account page's password card: current password, new password and its confirmation. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const [form, setForm] = useState<ChangePasswordForm>(EMPTY);
  const [error, setError] = useState<string | null>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const { name, value } = event.target;
    setForm((current) => ({ ...current, [name]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = ChangePasswordForm.safeParse(form);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? MESSAGES.fillAllFields);
      return;
    }
    setError(null);
    change.mutate(
      { currentPassword: form.currentPassword, newPassword: form.newPassword },
      {
        onSuccess: () => {
          setForm(EMPTY);
          toast.success(ACCOUNT_MESSAGES.passwordChanged);
        },
        onError: (cause) => setError(errorText(cause, CHANGE_PASSWORD_TEXT.failed)),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <SettingsCard
        title={CHANGE_PASSWORD_TEXT.title}
        description={CHANGE_PASSWORD_TEXT.description}
        footer={
          <Button type="submit" isLoading={change.isPending}>
            {change.isPending ? CHANGE_PASSWORD_TEXT.saving : CHANGE_PASSWORD_TEXT.submit}
          </Button>
        }
      >
        <div className="space-y-5">
          {error && <Alert>{error}</Alert>}
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            value={form.currentPassword}
            onChange={handleChange}
            className="sm:max-w-sm"
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <PasswordField
              label="New password"
              name="newPassword"
              autoComplete="new-password"
              hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
              value={form.newPassword}
              onChange={handleChange}
            />
            <PasswordField
              label="Confirm new password"
              name="confirmPassword"
              autoComplete="new-password"
              value={form.confirmPassword}
              onChange={handleChange}
            />
          </div>
        </div>
      </SettingsCard>
    </form>
  );
}
