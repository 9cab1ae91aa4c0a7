import type { DnsRecordDto } from "@shopwright/sdk";
import { CopyButton } from "../../components/CopyButton";

/** One DNS record to create: its type, host name and value, each name and value copyable. */
export function DnsRecordRow({ record }: { record: DnsRecordDto }) {
  return (
    <li className="grid gap-2 rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200 ring-inset sm:grid-cols-[3rem_minmax(0,1.3fr)_minmax(0,1fr)] sm:items-center">
      <span className="w-fit rounded bg-slate-900 px-1.5 py-0.5 font-mono text-[11px] font-semibold text-white">
        {record.type}
      </span>
      <RecordField label="Name" value={record.name} />
      <RecordField label="Value" value={record.value} />
    </li>
  );
}

function RecordField({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-center justify-between gap-1">
      <div className="min-w-0">
        <p className="text-[11px] font-medium tracking-wide text-slate-500 uppercase">{label}</p>
        <p className="font-mono text-xs [overflow-wrap:anywhere] text-slate-900">{value}</p>
      </div>
      <CopyButton text={value} label={`${label.toLowerCase()} ${value}`} tone="plain" />
    </div>
  );
}
