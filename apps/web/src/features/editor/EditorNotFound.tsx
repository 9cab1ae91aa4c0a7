import { Link } from "react-router";
import { Logo } from "../../components/Logo";
import { StoreNotFound } from "../store/StoreNotFound";

/** The editor's answer to a store that does not exist or is out of reach: no editor at all. */
export function EditorNotFound() {
  return (
    <main className="min-h-dvh bg-slate-50 px-4 py-10 sm:py-16">
      <div className="mx-auto flex max-w-xl justify-center">
        <Link to="/dashboard" aria-label="Shopwright dashboard">
          <Logo />
        </Link>
      </div>
      <StoreNotFound />
    </main>
  );
}
