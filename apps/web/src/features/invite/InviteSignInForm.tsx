import { LoginBody, MESSAGES } from "@shopwright/sdk";
import { useState, type FormEvent } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { useLogin } from "../auth/auth.api";
import { loginErrorText } from "../auth/auth.errors";
import { PasswordField } from "../auth/PasswordField";

/** Sign-in with the invited address filled in; then `onSignedIn`. */
export function InviteSignInForm({
  email: invitedEmail,
  isAccepting,
  onSignedIn,
}: {
  email: string;
  isAccepting: boolean;
  onSignedIn: () => void;
}) {
  const login = useLogin();
  const [email, setEmail] = useState(invitedEmail);
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

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      {error && <Alert>{error}</Alert>}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        placeholder="Your password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" size="lg" className="w-full" isLoading={login.isPending || isAccepting}>
        {login.isPending ? "Signing in..." : "Sign in and join"}
      </Button>
    </form>
  );
}
