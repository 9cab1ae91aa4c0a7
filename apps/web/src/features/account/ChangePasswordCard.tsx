import { ACCOUNT_MESSAGES, ChangePasswordForm, MIN_PASSWORD_LENGTH } from "@shopwright/sdk";
import type { FormEvent } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { toast } from "../../components/Toaster";
import { useChangePassword } from "../auth/auth.api";
import { errorText } from "../../lib/error-text";
import { PasswordField } from "../auth/PasswordField";
import { SettingsCard } from "../org-settings/SettingsCard";
import { useCheckedForm } from "../../lib/use-checked-form";

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
  const { form, setForm, error, setError, handleChange, check } = useCheckedForm(EMPTY);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(ChangePasswordForm)) return;
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
