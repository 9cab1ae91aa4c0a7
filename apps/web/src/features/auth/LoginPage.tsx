import { LoginBody, MESSAGES } from "@shopwright/sdk";
import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { useLogin } from "./auth.api";
import { loginErrorText } from "./auth.errors";
import { AuthLayout } from "./AuthLayout";
import { PasswordField } from "./PasswordField";

/** Why the user was sent here, e.g. the dashboard could not load them (SPEC 8). */
export interface LoginLocationState {
  notice?: string;
}

/** /login (SPEC 2): email and password; success stores the token and opens the dashboard. */
export function LoginPage() {
  const navigate = useNavigate();
  const notice = (useLocation().state as LoginLocationState | null)?.notice;
  const login = useLogin();
  const [email, setEmail] = useState("");
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
      onSuccess: () => void navigate("/dashboard"),
      onError: (cause) => setError(loginErrorText(cause)),
    });
  }

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to manage your stores."
      footer={
        <>
          Don’t have an account?{" "}
          <Link to="/signup" className="font-medium text-brand-600 hover:text-brand-700">
            Create one
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        {(error ?? notice) && <Alert>{error ?? notice}</Alert>}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.com"
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
        <Button type="submit" size="lg" className="w-full" isLoading={login.isPending}>
          {login.isPending ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </AuthLayout>
  );
}
