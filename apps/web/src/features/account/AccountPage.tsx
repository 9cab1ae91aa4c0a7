import { Spinner } from "../../components/Spinner";
import { useMe } from "../auth/auth.api";
import { ChangePasswordCard } from "./ChangePasswordCard";

export const ACCOUNT_TEXT = {
  title: "Account",
  subtitle: "How you sign in to Shopwright.",
  profile: "Profile",
} as const;

/** /dashboard/account: the signed-in user's details and their password. */
export function AccountPage() {
  const me = useMe();
  const user = me.data?.user;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{ACCOUNT_TEXT.title}</h1>
      <p className="mt-1 text-sm text-slate-500">{ACCOUNT_TEXT.subtitle}</p>
      <div className="mt-6 space-y-6">
        <section
          aria-labelledby="account-profile"
          className="rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="account-profile" className="text-base font-semibold text-slate-900">
            {ACCOUNT_TEXT.profile}
          </h2>
          {user ? (
            <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
              <div className="min-w-0">
                <dt className="text-slate-500">Name</dt>
                <dd className="mt-0.5 truncate font-medium text-slate-900">{user.name}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-slate-500">Email</dt>
                <dd className="mt-0.5 truncate font-medium text-slate-900">{user.email}</dd>
              </div>
            </dl>
          ) : (
            <div className="mt-4 text-brand-600">
              <Spinner className="size-5" label="Loading your account" />
            </div>
          )}
        </section>
        <ChangePasswordCard />
      </div>
    </div>
  );
}
