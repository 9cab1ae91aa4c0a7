import {
  ACCOUNT_MESSAGES,
  ApiError,
  MIN_PASSWORD_LENGTH,
  ResetPasswordForm,
} from "@shopwright/sdk";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "../../components/Alert";
import { Button, buttonClasses } from "../../components/Button";
import { useResetPassword } from "./auth.api";
import { errorText } from "../../lib/error-text";
import { AuthLayout } from "./AuthLayout";
import { PasswordField } from "./PasswordField";
import { useCheckedForm } from "../../lib/use-checked-form";

export const RESET_TEXT = {
  title: "Choose a new password",
  subtitle: "Every session of your account is signed out once it is set.",
  submit: "Set new password",
  saving: "Saving...",
  doneTitle: "Password reset",
  invalidTitle: "This link no longer works",
  askAgain: "Ask for a new link",
  failed: "The password could not be reset. Please try again.",
} as const;

/** /reset-password?token=…: the mailed link's page, a new password and its confirmation. */
export function ResetPasswordPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Kept in memory only: the token must not linger in the address bar, history or a screenshot.
  const [token] = useState(() => searchParams.get("token") ?? "");
  const reset = useResetPassword();
  const { form, error, setError, handleChange, check } = useCheckedForm<ResetPasswordForm>({
    newPassword: "",
    confirmPassword: "",
  });
  const [isLinkDead, setIsLinkDead] = useState(token === "");

  useEffect(() => {
    if (searchParams.has("token")) {
      setSearchParams(
        (params) => {
          params.delete("token");
          return params;
        },
        { replace: true },
      );
    }
  }, [searchParams, setSearchParams]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(ResetPasswordForm)) return;
    reset.mutate(
      { token, newPassword: form.newPassword },
      {
        onError: (cause) => {
          if (cause instanceof ApiError && cause.code === "reset_link_invalid") setIsLinkDead(true);
          else setError(errorText(cause, RESET_TEXT.failed));
        },
      },
    );
  }

  const footer = (
    <>
      Remembered it?{" "}
      <Link to="/login" className="font-medium text-brand-600 hover:text-brand-700">
        Back to sign in
      </Link>
    </>
  );

  if (reset.isSuccess) {
    return (
      <AuthLayout
        title={RESET_TEXT.doneTitle}
        subtitle={ACCOUNT_MESSAGES.passwordReset}
        footer={null}
      >
        <div className="space-y-5">
          <Alert tone="success">Your new password is set.</Alert>
          <Link to="/login" className={buttonClasses("primary", "lg", "w-full")}>
            Sign in
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (isLinkDead) {
    return (
      <AuthLayout
        title={RESET_TEXT.invalidTitle}
        subtitle={ACCOUNT_MESSAGES.resetLinkInvalid}
        footer={footer}
      >
        <Link to="/forgot-password" className={buttonClasses("primary", "lg", "w-full")}>
          {RESET_TEXT.askAgain}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={RESET_TEXT.title} subtitle={RESET_TEXT.subtitle} footer={footer}>
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        {error && <Alert>{error}</Alert>}
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          placeholder="Create a password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={form.newPassword}
          onChange={handleChange}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          placeholder="Repeat the password"
          value={form.confirmPassword}
          onChange={handleChange}
        />
        <Button type="submit" size="lg" className="w-full" isLoading={reset.isPending}>
          {reset.isPending ? RESET_TEXT.saving : RESET_TEXT.submit}
        </Button>
      </form>
    </AuthLayout>
  );
}
