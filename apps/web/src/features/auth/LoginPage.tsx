import { Link, useLocation, useNavigate } from "react-router";
import { AuthLayout } from "./AuthLayout";
import { SignInForm } from "./SignInForm";

/** Why the user was sent here, e.g. the dashboard could not load them (PRODUCT.md §8). */
export interface LoginLocationState {
  notice?: string;
}

/** /login (PRODUCT.md §2): email and password; success stores the token and opens the dashboard. */
export function LoginPage() {
  const navigate = useNavigate();
  const notice = (useLocation().state as LoginLocationState | null)?.notice;
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
      <SignInForm
        notice={notice}
        submitLabel="Sign In"
        onSignedIn={() => void navigate("/dashboard")}
      />
    </AuthLayout>
  );
}
