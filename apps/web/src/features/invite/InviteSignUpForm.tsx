import { MESSAGES, MIN_PASSWORD_LENGTH, RegisterBody, SignupForm } from "@shopwright/sdk";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { useRegister } from "../auth/auth.api";
import { registerErrorText } from "../auth/auth.errors";
import { PasswordField } from "../auth/PasswordField";

/** Registration for the invited address (fixed), SPEC 5 rules; then `onSignedIn`. */
export function InviteSignUpForm({
  email,
  isAccepting,
  onSignedIn,
}: {
  email: string;
  isAccepting: boolean;
  onSignedIn: () => void;
}) {
  const register = useRegister();
  const [form, setForm] = useState<SignupForm>({
    name: "",
    email,
    password: "",
    confirmPassword: "",
  });
  const [error, setError] = useState<string | null>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const { name, value } = event.target;
    setForm((current) => ({ ...current, [name]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = SignupForm.safeParse(form);
    const body = checked.success ? RegisterBody.safeParse(form) : checked;
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? MESSAGES.fillAllFields);
      return;
    }
    setError(null);
    register.mutate(
      { name: form.name, email, password: form.password },
      { onSuccess: onSignedIn, onError: (cause) => setError(registerErrorText(cause)) },
    );
  }

  const isBusy = register.isPending || isAccepting;
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
        value={email}
        readOnly
        hint="The invite is for this address."
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
      <Button type="submit" size="lg" className="w-full" isLoading={isBusy}>
        {register.isPending ? "Creating account..." : "Create account and join"}
      </Button>
    </form>
  );
}
