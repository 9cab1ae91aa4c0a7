import { deniedReason, UpdateStoreBody, type StoreDto } from "@shopwright/sdk";
import { Lock, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { confirmDialog } from "../../components/dialogs";
import { TextField } from "../../components/TextField";
import { toast } from "../../components/Toaster";
import { errorText } from "../../lib/error-text";
import {
  DASHBOARD_TEXT,
  DELETE_STORE_CONFIRMATION,
  STORE_DELETION_TEXT,
} from "../dashboard/dashboard.errors";
import { formatDateTime } from "../../lib/format-date";
import { useDeleteStore } from "./stores.api";
import { useUpdateStoreSettings } from "./stores.api";

/**
 * The store's settings: its name and domain, and deleting it. Owners and admins change them;
 * a member sees the values and why they cannot.
 */
export function StoreSettingsCard({ store }: { store: StoreDto }) {
  const navigate = useNavigate();
  const update = useUpdateStoreSettings(store._id);
  const remove = useDeleteStore();
  const [form, setForm] = useState({ storeName: store.storeName, domain: store.domain });
  const [error, setError] = useState<string | null>(null);
  const settingsDenied = deniedReason(store.role, "store.settings");
  const deleteDenied = deniedReason(store.role, "store.delete");
  const isChanged = form.storeName !== store.storeName || form.domain !== store.domain;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = UpdateStoreBody.safeParse(form);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Check the store's name and domain");
      return;
    }
    setError(null);
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setForm({ storeName: saved.storeName, domain: saved.domain });
        toast.success("Store settings saved");
      },
      onError: (cause) => setError(errorText(cause, "Failed to save the store settings")),
    });
  }

  async function handleDelete() {
    const isSure = await confirmDialog({
      title: DELETE_STORE_CONFIRMATION,
      message: STORE_DELETION_TEXT.deleteMessage(store.storeName),
      confirmLabel: "Delete store",
      danger: true,
    });
    if (!isSure) return;
    remove.mutate(store._id, {
      onSuccess: ({ restorableUntil }) => {
        toast.success(
          STORE_DELETION_TEXT.deleted(store.storeName, formatDateTime(restorableUntil)),
        );
        void navigate("/dashboard");
      },
      onError: (cause) => setError(errorText(cause, DASHBOARD_TEXT.deleteStoreFailed)),
    });
  }

  return (
    <section
      aria-labelledby="store-settings"
      className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <h2
        id="store-settings"
        className="border-b border-slate-100 px-5 py-4 text-sm font-semibold text-slate-900"
      >
        Settings
      </h2>
      <form noValidate onSubmit={handleSubmit} className="space-y-4 px-5 py-4">
        {settingsDenied && (
          <p className="flex items-center gap-2 text-sm text-slate-500">
            <Lock className="size-4 shrink-0 text-slate-400" aria-hidden />
            {settingsDenied}
          </p>
        )}
        <TextField
          label="Store name"
          name="storeName"
          value={form.storeName}
          disabled={settingsDenied !== null || update.isPending}
          onChange={(event) =>
            setForm((current) => ({ ...current, storeName: event.target.value }))
          }
        />
        <TextField
          label="Domain"
          name="domain"
          value={form.domain}
          autoCapitalize="none"
          spellCheck={false}
          hint="Your own domain. The Your domain card shows the DNS records that connect it."
          disabled={settingsDenied !== null || update.isPending}
          onChange={(event) =>
            setForm((current) => ({ ...current, domain: event.target.value.toLowerCase() }))
          }
        />
        {error && <Alert>{error}</Alert>}
        {!settingsDenied && (
          <div className="flex justify-end">
            <Button type="submit" size="sm" disabled={!isChanged} isLoading={update.isPending}>
              Save
            </Button>
          </div>
        )}
      </form>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-5 py-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-900">Delete store</p>
          <p className="text-xs text-slate-500">
            {deleteDenied ??
              "Deletes its products, pages and site; owners and admins can restore it for a while."}
          </p>
        </div>
        <Button
          variant="danger"
          size="sm"
          disabled={deleteDenied !== null}
          isLoading={remove.isPending}
          icon={<Trash2 className="size-4" aria-hidden />}
          onClick={() => void handleDelete()}
        >
          Delete
        </Button>
      </div>
    </section>
  );
}
