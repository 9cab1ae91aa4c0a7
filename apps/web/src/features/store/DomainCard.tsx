import { deniedReason, type DnsRecordDto, type DomainDto, type StoreDto } from "@shopwright/sdk";
import { Globe, Lock, RefreshCw } from "lucide-react";
import { Alert } from "../../components/Alert";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/LoadFailed";
import { formatTimeAgo } from "../../lib/format-date";
import { errorText } from "../../lib/error-text";
import { DnsRecordRow } from "./DnsRecordRow";
import { useCheckDomain, useStoreDomain } from "./domain.api";
import { DOMAIN_STATUS_TEXT, DOMAIN_TEXT } from "./domain.texts";

const PURPOSES: DnsRecordDto["purpose"][] = ["ownership", "address", "alias"];

/**
 * The store's own domain: its state (pending, verified, active), the DNS records to create with
 * copy buttons, what the last check found and a check now (docs/PRODUCT.md "Your own domain").
 */
export function DomainCard({ store }: { store: StoreDto }) {
  const query = useStoreDomain(store._id, store.domain);
  const check = useCheckDomain(store._id, store.domain);
  const denied = deniedReason(store.role, "store.settings");
  const domain = query.data;

  return (
    <section
      aria-labelledby="store-domain"
      aria-busy={query.isPending}
      className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <div className="border-b border-slate-100 px-5 py-4">
        <div className="flex items-center justify-between gap-3">
          <h2
            id="store-domain"
            className="flex items-center gap-2 text-sm font-semibold text-slate-900"
          >
            <Globe className="size-4 text-slate-400" aria-hidden />
            {DOMAIN_TEXT.title}
          </h2>
          {domain && (
            <Badge tone={DOMAIN_STATUS_TEXT[domain.status].tone}>
              {DOMAIN_STATUS_TEXT[domain.status].label}
            </Badge>
          )}
        </div>
        <p className="mt-0.5 text-xs [overflow-wrap:anywhere] text-slate-500">
          {DOMAIN_TEXT.intro(store.domain)}
        </p>
      </div>
      {query.isPending ? (
        <DomainSkeleton />
      ) : query.isError || !domain ? (
        <LoadFailed message={DOMAIN_TEXT.loadFailed} onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-5 px-5 py-4">
          <p className="text-sm text-slate-700">{DOMAIN_STATUS_TEXT[domain.status].text}</p>
          {domain.problem && (
            <Alert tone={domain.problem.code === "not_pointing" ? "info" : "error"}>
              {domain.problem.message}
            </Alert>
          )}
          {check.isError && <Alert>{errorText(check.error, DOMAIN_TEXT.checkFailed)}</Alert>}
          {PURPOSES.map((purpose) => (
            <RecordGroup key={purpose} domain={domain} purpose={purpose} />
          ))}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
            <p className="text-xs text-slate-500">
              {domain.checkedAt
                ? DOMAIN_TEXT.checkedAt(formatTimeAgo(domain.checkedAt))
                : DOMAIN_TEXT.neverChecked}
              {domain.status !== "pending" && ` · ${DOMAIN_TEXT.keepRecord}`}
            </p>
            {denied ? (
              <p className="flex items-center gap-2 text-xs text-slate-500">
                <Lock className="size-3.5 shrink-0 text-slate-400" aria-hidden />
                {denied}
              </p>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                isLoading={check.isPending}
                icon={<RefreshCw className="size-4" aria-hidden />}
                onClick={() => check.mutate()}
              >
                {domain.checkedAt ? DOMAIN_TEXT.checkAgain : DOMAIN_TEXT.checkNow}
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function RecordGroup({ domain, purpose }: { domain: DomainDto; purpose: DnsRecordDto["purpose"] }) {
  const records = domain.records.filter((record) => record.purpose === purpose);
  const step = DOMAIN_TEXT.steps[purpose];
  const text = typeof step.text === "function" ? step.text(domain.alias, domain.domain) : step.text;
  return (
    <div>
      <h3 className="text-sm font-medium text-slate-900">{step.heading}</h3>
      <p className="mt-0.5 text-xs text-slate-500">{text}</p>
      {records.length > 0 ? (
        <ul className="mt-2 space-y-2">
          {records.map((record) => (
            <DnsRecordRow key={`${record.type} ${record.name} ${record.value}`} record={record} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-xs text-amber-800">{DOMAIN_TEXT.noAddresses}</p>
      )}
    </div>
  );
}

function DomainSkeleton() {
  return (
    <div className="space-y-3 px-5 py-4" aria-hidden>
      <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-12 animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}
