import { MESSAGES, MIN_PASSWORD_LENGTH, RegisterBody, SignupForm } from "@shopwright/sdk";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { useRegister } from "./auth.api";
import { registerErrorText } from "./auth.errors";
import { AuthLayout } from "./AuthLayout";
import { PasswordField } from "./PasswordField";

const emptyForm: SignupForm = { name: "", email: "", password: "", confirmPassword: "" };

/** /signup (SPEC 2): four fields validated in SPEC 5 order; success opens the dashboard. */
export function SignupPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const [form, setForm] = useState<SignupForm>(emptyForm);
  const [error, setError] = useState<string | null>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const { name, value } = event.target;
    setForm((current) => ({ ...current, [name]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The screen's rules first (SPEC 5 order), then the API's own (email shape, lengths).
    const checked = SignupForm.safeParse(form);
    const body = checked.success ? RegisterBody.safeParse(form) : checked;
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? MESSAGES.fillAllFields);
      return;
    }
    setError(null);
    register.mutate(
      { name: form.name, email: form.email, password: form.password },
      {
        onSuccess: () => void navigate("/dashboard"),
        onError: (cause) => setError(registerErrorText(cause)),
      },
    );
  }

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Build and preview your first store for free."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-medium text-brand-600 hover:text-brand-700">
            Sign in
          </Link>
        </>
      }
    >
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
          autoComplete="email"
          placeholder="you@company.com"
          value={form.email}
          onChange={handleChange}
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
        <Button type="submit" size="lg" className="w-full" isLoading={register.isPending}>
          {register.isPending ? "Creating account..." : "Create Account"}
        </Button>
      </form>
    </AuthLayout>
  );
}
