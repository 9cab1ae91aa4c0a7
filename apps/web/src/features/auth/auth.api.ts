import type {
  AuthResult,
  ChangePasswordBody,
  LoginBody,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  RegisterBody,
} from "@shopwright/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { api } from "../../lib/api";
import { clearToken, setToken } from "../../lib/session";
import { AUTH_TEXT, AuthResponseError } from "./auth.errors";

export const authKeys = {
  all: ["auth"] as const,
  me: () => [...authKeys.all, "me"] as const,
};

/** The signed-in user and their organization (GET /auth/me). */
export function useMe() {
  return useQuery({ queryKey: authKeys.me(), queryFn: () => api.auth.me(), staleTime: 5 * 60_000 });
}

/** PRODUCT.md §4: a successful sign-in or registration stores the token locally. */
function startSession(
  result: AuthResult | undefined,
  text: { noData: string; noToken: string },
): AuthResult {
  if (!result) throw new AuthResponseError(text.noData);
  if (!result.token) throw new AuthResponseError(text.noToken);
  setToken(result.token);
  return result;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) =>
      startSession(await api.auth.login(body), {
        noData: AUTH_TEXT.loginNoToken,
        noToken: AUTH_TEXT.loginNoToken,
      }),
    // A new session must never see what the previous one cached.
    onSuccess: () => queryClient.removeQueries(),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterBody) =>
      startSession(await api.auth.register(body), {
        noData: AUTH_TEXT.invalidResponse,
        noToken: AUTH_TEXT.registrationNoToken,
      }),
    onSuccess: () => queryClient.removeQueries(),
  });
}

/** How long sign-out waits for the server before it forgets the token anyway. */
const LOGOUT_WAIT_MS = 3_000;

/**
 * Ends the session: asks the server to void the token (POST /auth/logout), then forgets it and
 * every cached answer and goes to /login (PRODUCT.md §4). The token is forgotten even when the server
 * cannot be reached: signing out must never leave anyone signed in on this device.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const revoked = api.auth.logout().catch(() => undefined);
    const waited = new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS));
    void Promise.race([revoked, waited]).then(() => {
      clearToken();
      // Clear after leaving, so no mounted dashboard query refetches without a token.
      void Promise.resolve(navigate("/login", { replace: true })).then(() => queryClient.clear());
    });
  }, [navigate, queryClient]);
}

/**
 * Changes the password: the server signs every other session out and answers a fresh token,
 * which replaces this device's (the old one no longer works).
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) =>
      startSession(await api.auth.changePassword(body), {
        noData: AUTH_TEXT.invalidResponse,
        noToken: AUTH_TEXT.invalidResponse,
      }),
  });
}

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequestBody) => api.auth.requestPasswordReset(body),
  });
}

/** Sets a new password with a reset link's token; every session of the account ends. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordResetConfirmBody) => api.auth.resetPassword(body),
    // A session on this device, if any, was signed out with the others.
    onSuccess: () => {
      clearToken();
      queryClient.clear();
    },
  });
}
