import type { ReactNode } from "react";
import { InviteModal } from "./InviteModal";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import type { InviteGate } from "./use-invite-gate";

/** The frame of every public page: skip link, header, main landmark, footer and invite modal. */
export function SiteLayout({ invite, children }: { invite: InviteGate; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-medium text-slate-900 shadow-lg ring-1 ring-slate-200 focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50"
      >
        Skip to content
      </a>
      <SiteHeader isVerified={invite.isVerified} onEnterCode={invite.openModal} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      {invite.isModalOpen && (
        <InviteModal onClose={invite.closeModal} onVerified={invite.handleVerified} />
      )}
    </div>
  );
}
