import { MESSAGES, PasswordResetRequestBody } from "@shopwright/sdk";
import { MailCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { useRequestPasswordReset } from "./auth.api";
import { errorText } from "../../lib/error-text";
import { AuthLayout } from "./AuthLayout";

export const FORGOT_TEXT = {
  title: "Forgot your password?",
  subtitle: "Enter the email you sign in with and we will send you a link to choose a new one.",
  submit: "Send reset link",
  sending: "Sending...",
  sentTitle: "Check your inbox",
  failed: "The reset link could not be requested. Please try again.",
} as const;

/** /forgot-password: asks for a reset link; the answer never says whether the email exists. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = PasswordResetRequestBody.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.fillAllFields);
      return;
    }
    setError(null);
    request.mutate(parsed.data, {
      onSuccess: (result) => setSent({ email: parsed.data.email, message: result.message }),
      onError: (cause) => setError(errorText(cause, FORGOT_TEXT.failed)),
    });
  }

  return (
    <AuthLayout
      title={sent ? FORGOT_TEXT.sentTitle : FORGOT_TEXT.title}
      subtitle={sent ? `We looked for an account with ${sent.email}.` : FORGOT_TEXT.subtitle}
      footer={
        <>
          Remembered it?{" "}
          <Link to="/login" className="font-medium text-brand-600 hover:text-brand-700">
            Back to sign in
          </Link>
        </>
      }
    >
      {sent ? (
        <div className="space-y-5">
          <div className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-white text-brand-600 shadow-xs ring-1 ring-brand-100">
              <MailCheck className="size-5" aria-hidden />
            </span>
            <p role="status" className="text-sm text-brand-950">
              {sent.message}
            </p>
          </div>
          <p className="text-sm text-slate-500">
            No email after a few minutes? Check the spam folder, or{" "}
            <button
              type="button"
              onClick={() => setSent(null)}
              className="font-medium text-brand-600 hover:text-brand-700"
            >
              try another address
            </button>
            .
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="space-y-5">
          {error && <Alert>{error}</Alert>}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" size="lg" className="w-full" isLoading={request.isPending}>
            {request.isPending ? FORGOT_TEXT.sending : FORGOT_TEXT.submit}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
