import { Link, useNavigate } from "react-router";
import { AuthLayout } from "./AuthLayout";
import { SignUpForm } from "./SignUpForm";

/** /signup (PRODUCT.md §2): four fields validated in PRODUCT.md §5 order; success opens the dashboard. */
export function SignupPage() {
  const navigate = useNavigate();
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
      <SignUpForm submitLabel="Create Account" onSignedIn={() => void navigate("/dashboard")} />
    </AuthLayout>
  );
}
