import { MIN_PASSWORD_LENGTH, RegisterBody, SignupForm } from "@shopwright/sdk";
import type { FormEvent } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { isInviteVerified } from "../../lib/session";
import { useCheckedForm } from "../../lib/use-checked-form";
import { useRegister } from "./auth.api";
import { registerErrorText } from "./auth.errors";
import { PasswordField } from "./PasswordField";

/**
 * The four sign-up fields, validated in PRODUCT.md §5 order: registers, stores the token, then
 * `onSignedIn`. Used by /signup and by an invite's accept page, whose address is fixed.
 */
export function SignUpForm({
  fixedEmail,
  submitLabel,
  isBusy = false,
  onSignedIn,
}: {
  /** The invited address: shown, not editable. */
  fixedEmail?: string;
  submitLabel: string;
  /** Something after registration is still running (the invite's acceptance). */
  isBusy?: boolean;
  onSignedIn: () => void;
}) {
  const register = useRegister();
  const { form, error, setError, handleChange, check } = useCheckedForm<SignupForm>({
    name: "",
    email: fixedEmail ?? "",
    password: "",
    confirmPassword: "",
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The screen's rules first (PRODUCT.md §5 order), then the API's own (email shape, lengths).
    if (!check(SignupForm, RegisterBody)) return;
    // Where the server requires an invitation, the code this browser was let in with.
    const inviteCode = isInviteVerified() ? __INVITE_CODE__ : undefined;
    register.mutate(
      { name: form.name, email: form.email, password: form.password, inviteCode },
      { onSuccess: onSignedIn, onError: (cause) => setError(registerErrorText(cause)) },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      {error && <Alert>{error}</Alert>}
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        placeholder="Ada Lovelace"
        value={form.name}
        onChange={handleChange}
      />
      <TextField
        label="Email address"
        type="email"
        name="email"
        value={form.email}
        {...(fixedEmail === undefined
          ? { autoComplete: "email", placeholder: "you@company.com", onChange: handleChange }
          : { readOnly: true, hint: "The invite is for this address." })}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        placeholder="Create a password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={form.password}
        onChange={handleChange}
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        placeholder="Repeat the password"
        value={form.confirmPassword}
        onChange={handleChange}
      />
      <Button type="submit" size="lg" className="w-full" isLoading={register.isPending || isBusy}>
        {register.isPending ? "Creating account..." : submitLabel}
      </Button>
    </form>
  );
}
