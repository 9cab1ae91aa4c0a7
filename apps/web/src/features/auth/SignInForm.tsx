import { LoginBody, MESSAGES } from "@shopwright/sdk";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { useLogin } from "./auth.api";
import { loginErrorText } from "./auth.errors";
import { PasswordField } from "./PasswordField";

/**
 * Email and password (PRODUCT.md §5 rules): stores the token, then `onSignedIn`. Used by /login and
 * by an invite's accept page, which fills in the invited address.
 */
export function SignInForm({
  initialEmail = "",
  notice,
  submitLabel,
  isBusy = false,
  onSignedIn,
}: {
  initialEmail?: string;
  /** Shown above the fields until an error replaces it (why the user was sent here). */
  notice?: string | undefined;
  submitLabel: string;
  /** Something after sign-in is still running (the invite's acceptance). */
  isBusy?: boolean;
  onSignedIn: () => void;
}) {
  const login = useLogin();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = LoginBody.safeParse({ email, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.fillAllFields);
      return;
    }
    setError(null);
    login.mutate(parsed.data, {
      onSuccess: onSignedIn,
      onError: (cause) => setError(loginErrorText(cause)),
    });
  }

  const alert = error ?? notice;
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      {alert && <Alert>{alert}</Alert>}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@company.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div>
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          placeholder="Your password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p className="mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-600 hover:text-brand-700">
            Forgot password?
          </Link>
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" isLoading={login.isPending || isBusy}>
        {login.isPending ? "Signing in..." : submitLabel}
      </Button>
    </form>
  );
}
