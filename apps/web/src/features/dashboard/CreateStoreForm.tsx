import { CreateStoreBody, MESSAGES } from "@shopwright/sdk";
import { useQuery } from "@tanstack/react-query";
import { Globe, Rocket, X } from "lucide-react";
import {
  useEffect,
  useId,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from "react";
import { useNavigate } from "react-router";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { toast } from "../../components/Toaster";
import { api } from "../../lib/api";
import { inputClasses, TextField } from "../../components/TextField";
import { errorText } from "../../lib/error-text";
import { storePaths } from "../store/store-paths";
import { DASHBOARD_TEXT } from "./dashboard.errors";
import { useCreateStore } from "../store/stores.api";

const emptyForm = { storeName: "", domain: "", description: "" };

/** The name and domain as typed, a moment after typing stops. */
function useSettled<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Where the site goes live at its first publish: its free address, derived by the server
 * from the name as publishing derives it, so no domain has to be connected first.
 */
function FreeAddressNote({ storeName, domain }: { storeName: string; domain: string }) {
  const name = useSettled(storeName.trim());
  const host = useSettled(domain.trim());
  const address = useQuery({
    queryKey: ["site-address", name, host],
    queryFn: () => api.stores.siteAddress({ storeName: name, domain: host }),
    enabled: name !== "" || host !== "",
    staleTime: Infinity,
  });
  const url = address.data?.url;
  return (
    <p
      aria-live="polite"
      className="flex items-start gap-2.5 rounded-lg bg-brand-50/60 px-3.5 py-3 text-sm text-slate-600 ring-1 ring-brand-100 sm:col-span-2"
    >
      <Rocket className="mt-0.5 size-4 shrink-0 text-brand-500" aria-hidden />
      <span>
        When you publish, your site goes live at a free address
        {url ? (
          <>
            {" "}
            such as{" "}
            <span className="font-medium break-all text-slate-900">
              {url.replace(/^https?:\/\//, "")}
            </span>
          </>
        ) : (
          " made from the store's name"
        )}
        , with nothing to set up. Your own domain can point there later.
      </span>
    </p>
  );
}

/** The inline 'New store' form (PRODUCT.md §2, §4, §5); success opens the new store's AI builder. */
export function CreateStoreForm({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const createStore = useCreateStore();
  const [form, setForm] = useState(emptyForm);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.target;
    // PRODUCT.md §5: the domain is lower-cased as typed.
    setForm((current) => ({ ...current, [name]: name === "domain" ? value.toLowerCase() : value }));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === "Escape" && !createStore.isPending) onClose();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = CreateStoreBody.safeParse(form);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.storeNameAndDomainRequired);
      return;
    }
    setError(null);
    createStore.mutate(parsed.data, {
      onSuccess: (store) => {
        toast.success("Store created");
        setForm(emptyForm);
        onClose();
        void navigate(storePaths.chatbox(store._id));
      },
      onError: (cause) => setError(errorText(cause, DASHBOARD_TEXT.createStoreFailed)),
    });
  }

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
      className="animate-fade-in rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-4 p-5 pb-0 sm:p-6 sm:pb-0">
        <div>
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            Create a new store
          </h2>
          <p className="mt-1 text-sm text-slate-500">
            Give it a name and a domain. The AI builder opens next.
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="-m-1 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>

      <div className="grid gap-4 p-5 sm:grid-cols-2 sm:p-6">
        {error && <Alert className="sm:col-span-2">{error}</Alert>}
        <TextField
          label="Store name"
          name="storeName"
          placeholder="Blue Bottle Goods"
          autoComplete="off"
          autoFocus
          value={form.storeName}
          onChange={handleChange}
        />
        <TextField
          label="Domain"
          name="domain"
          placeholder="bluebottle.com"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={form.domain}
          onChange={handleChange}
          trailing={<Globe className="mr-1 size-4 text-slate-400" aria-hidden />}
        />
        <FreeAddressNote storeName={form.storeName} domain={form.domain} />
        <div className="sm:col-span-2">
          <label
            htmlFor={descriptionId}
            className="mb-1.5 block text-sm font-medium text-slate-700"
          >
            Description <span className="font-normal text-slate-400">(optional)</span>
          </label>
          <textarea
            id={descriptionId}
            name="description"
            rows={3}
            placeholder="What do you sell, and to whom?"
            value={form.description}
            onChange={handleChange}
            className={`${inputClasses} resize-y`}
          />
        </div>
      </div>

      <div className="flex justify-end gap-2 rounded-b-xl border-t border-slate-100 bg-slate-50/60 px-5 py-3.5 sm:px-6">
        <Button variant="ghost" onClick={onClose} disabled={createStore.isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={createStore.isPending}>
          {createStore.isPending ? "Creating..." : "Create store"}
        </Button>
      </div>
    </form>
  );
}
