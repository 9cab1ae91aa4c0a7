import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { isInviteVerified, markInviteVerified } from "../../lib/session";
import { matchesInviteCode } from "./invite-code";

type Arrival = {
  status: "verified" | "verified-by-link" | "asked-by-link" | "unverified";
  hasInviteParam: boolean;
};

export interface InviteGate {
  isVerified: boolean;
  isModalOpen: boolean;
  openModal: () => void;
  closeModal: () => void;
  handleVerified: () => void;
}

function readArrival(inviteParam: string | null): Arrival {
  const hasInviteParam = inviteParam !== null;
  if (isInviteVerified()) return { status: "verified", hasInviteParam };
  if (inviteParam === null) return { status: "unverified", hasInviteParam };
  const status = matchesInviteCode(inviteParam) ? "verified-by-link" : "asked-by-link";
  return { status, hasInviteParam };
}

/**
 * The private-beta gate of PRODUCT.md §2 and §4: verified state for the browser session, the modal's
 * open state, and the `invite` link parameter that either verifies directly or opens the modal.
 */
export function useInviteGate(): InviteGate {
  const [searchParams, setSearchParams] = useSearchParams();
  const [arrival] = useState(() => readArrival(searchParams.get("invite")));
  const [isVerified, setIsVerified] = useState(
    arrival.status === "verified" || arrival.status === "verified-by-link",
  );
  const [isModalOpen, setIsModalOpen] = useState(arrival.status === "asked-by-link");

  useEffect(() => {
    if (arrival.status === "verified-by-link") markInviteVerified();
    // The code must not linger in the address bar, history or a shared screenshot.
    if (arrival.hasInviteParam) {
      setSearchParams(
        (params) => {
          params.delete("invite");
          return params;
        },
        { replace: true },
      );
    }
  }, [arrival, setSearchParams]);

  const openModal = useCallback(() => setIsModalOpen(true), []);
  const closeModal = useCallback(() => setIsModalOpen(false), []);
  const handleVerified = useCallback(() => {
    markInviteVerified();
    setIsVerified(true);
    setIsModalOpen(false);
  }, []);

  return { isVerified, isModalOpen, openModal, closeModal, handleVerified };
}
