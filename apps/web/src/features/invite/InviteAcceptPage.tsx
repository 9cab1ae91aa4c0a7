import type { InviteLookupResult } from "@shopwright/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { clearToken, getToken } from "../../lib/session";
import { errorText } from "../../lib/error-text";
import { AuthLayout } from "../auth/AuthLayout";
import { SignInForm } from "../auth/SignInForm";
import { SignUpForm } from "../auth/SignUpForm";
import { teamPath } from "../team/team-paths";
import { useAcceptInvite, useInviteLookup } from "../team/teams.api";
import { INVITE_TEXT, roleLabel } from "./invite.texts";

type Mode = "signup" | "signin";

const linkClasses = "font-medium text-brand-600 hover:text-brand-700";

/**
 * /invite/accept?token=… : says which team the link is for, asks to sign in or sign up
 * (the token stays in the address), then accepts and opens the team page.
 */
export function InviteAcceptPage() {
  const token = useSearchParams()[0].get("token")?.trim() ?? "";
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lookup = useInviteLookup(token);
  const accept = useAcceptInvite();
  const [isSignedIn, setIsSignedIn] = useState(() => Boolean(getToken()));
  const [mode, setMode] = useState<Mode>("signup");
  // Signing in clears every cached answer, this lookup's too: keep what it said.
  const [invite, setInvite] = useState<InviteLookupResult | undefined>(lookup.data);
  if (lookup.data && lookup.data !== invite) setInvite(lookup.data);

  function handleAccept() {
    accept.mutate(
      { token },
      { onSuccess: ({ team }) => void navigate(teamPath(team._id), { replace: true }) },
    );
  }

  function handleSignedIn() {
    setIsSignedIn(true);
    handleAccept();
  }

  function handleSwitchAccount() {
    clearToken();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "teams" });
    accept.reset();
    setIsSignedIn(false);
    setMode("signin");
  }

  if (!token || (!invite && lookup.isError)) {
    return (
      <AuthLayout
        title={INVITE_TEXT.unusableTitle}
        subtitle="Invites work once and expire after 7 days."
        footer={
          <Link to={getToken() ? "/dashboard" : "/"} className={linkClasses}>
            {getToken() ? "Go to your dashboard" : "Back to Home"}
          </Link>
        }
      >
        <Alert>
          {token ? errorText(lookup.error, INVITE_TEXT.acceptFailed) : INVITE_TEXT.missingToken}
        </Alert>
        <p className="mt-4 text-sm text-slate-500">
          Ask the person who invited you to send a new invite.
        </p>
      </AuthLayout>
    );
  }

  if (!invite) {
    return (
      <div className="grid min-h-dvh place-items-center text-brand-600">
        <Spinner className="size-6" label="Checking your invite" />
      </div>
    );
  }

  const subtitle = `You were invited to join as ${roleLabel(invite.role)} with ${invite.email}.`;
  const acceptError = accept.isError ? errorText(accept.error, INVITE_TEXT.acceptFailed) : null;

  if (isSignedIn) {
    return (
      <AuthLayout
        title={`Join ${invite.teamName}`}
        subtitle={subtitle}
        footer={
          <button type="button" onClick={handleSwitchAccount} className={linkClasses}>
            Use another account
          </button>
        }
      >
        <div className="space-y-5">
          {acceptError && <Alert>{acceptError}</Alert>}
          <Button size="lg" className="w-full" isLoading={accept.isPending} onClick={handleAccept}>
            {accept.isPending ? "Joining..." : "Accept invite"}
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={`Join ${invite.teamName}`}
      subtitle={`${subtitle} ${mode === "signup" ? "Create your account to accept." : "Sign in to accept."}`}
      footer={
        mode === "signup" ? (
          <>
            Already have an account?{" "}
            <button type="button" onClick={() => setMode("signin")} className={linkClasses}>
              Sign in
            </button>
          </>
        ) : (
          <>
            New here?{" "}
            <button type="button" onClick={() => setMode("signup")} className={linkClasses}>
              Create one
            </button>
          </>
        )
      }
    >
      {acceptError && <Alert className="mb-5">{acceptError}</Alert>}
      {mode === "signup" ? (
        <SignUpForm
          fixedEmail={invite.email}
          submitLabel="Create account and join"
          isBusy={accept.isPending}
          onSignedIn={handleSignedIn}
        />
      ) : (
        <SignInForm
          initialEmail={invite.email}
          submitLabel="Sign in and join"
          isBusy={accept.isPending}
          onSignedIn={handleSignedIn}
        />
      )}
    </AuthLayout>
  );
}
