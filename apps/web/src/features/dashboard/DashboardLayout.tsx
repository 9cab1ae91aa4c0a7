import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { Link, Outlet, useNavigate, useParams } from "react-router";
import { Alert } from "../../components/Alert";
import { Logo } from "../../components/Logo";
import { Spinner } from "../../components/Spinner";
import { clearToken } from "../../lib/session";
import { useMe } from "../auth/auth.api";
import type { LoginLocationState } from "../auth/LoginPage";
import { useMyTeams } from "../team/teams.api";
import { DASHBOARD_TEXT } from "./dashboard.errors";
import { DashboardHeader } from "./DashboardHeader";
import { DashboardSidebar } from "./DashboardSidebar";
import { SidebarDrawer } from "./SidebarDrawer";

/** How long the 'Failed to load user data' notice stays before the redirect to /login. */
const REDIRECT_DELAY_MS = 1500;

/** The signed-in frame: header, sidebar (a drawer on small screens) and the page. */
export function DashboardLayout() {
  const me = useMe();
  // A page of one team (team page, its settings) names that team in the header (PRODUCT.md §2).
  const { teamId } = useParams();
  const myTeams = useMyTeams({ enabled: Boolean(teamId) });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const handleCloseDrawer = useCallback(() => setIsDrawerOpen(false), []);

  // PRODUCT.md §4, §8: a failed fetch of the current user removes the token and goes to /login.
  useEffect(() => {
    if (!me.isError) return;
    clearToken();
    const timer = setTimeout(() => {
      const state: LoginLocationState = { notice: DASHBOARD_TEXT.userLoadFailed };
      void Promise.resolve(navigate("/login", { replace: true, state })).then(() =>
        queryClient.clear(),
      );
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [me.isError, navigate, queryClient]);

  if (me.isError) {
    return (
      <div className="grid min-h-dvh place-items-center bg-slate-50 px-4">
        <div className="w-full max-w-md text-center">
          <Logo className="mb-8" />
          <Alert className="text-left">{DASHBOARD_TEXT.userLoadFailed}</Alert>
          <p className="mt-4 inline-flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="size-4" />
            Redirecting to sign in…{" "}
            <Link
              to="/login"
              replace
              state={{ notice: DASHBOARD_TEXT.userLoadFailed } satisfies LoginLocationState}
              className="font-medium text-brand-600 hover:text-brand-700"
            >
              Go now
            </Link>
          </p>
        </div>
      </div>
    );
  }

  const pageTeam = teamId
    ? myTeams.data?.find((entry) => entry.team._id === teamId)?.team
    : undefined;
  const organization = pageTeam ?? me.data?.organization ?? undefined;
  return (
    <div className="min-h-dvh bg-slate-50">
      <DashboardHeader
        organizationName={me.data?.organization?.name}
        pageTeam={pageTeam ? { id: pageTeam._id, name: pageTeam.name } : undefined}
        email={me.data?.user.email}
        isLoading={me.isPending}
        onMenuClick={() => setIsDrawerOpen(true)}
      />
      <div className="flex">
        <aside className="hidden w-60 shrink-0 border-r border-slate-200 bg-white lg:block">
          <div className="sticky top-14 h-[calc(100dvh-3.5rem)] overflow-y-auto">
            <DashboardSidebar organizationId={organization?._id} />
          </div>
        </aside>
        <SidebarDrawer isOpen={isDrawerOpen} onClose={handleCloseDrawer}>
          <DashboardSidebar organizationId={organization?._id} onNavigate={handleCloseDrawer} />
        </SidebarDrawer>
        <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
