import {
  ApiError,
  COLLECTION_KIND_LABELS,
  COLLECTION_KINDS,
  COLLECTION_LIMITS,
  COLLECTION_MESSAGES,
  COLLECTION_SORT_LABELS,
  COLLECTION_SORTS,
  type CollectionDto,
  type CollectionSort,
} from "@shopwright/sdk";
import { useId, useMemo, useState, type FormEvent } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { confirmDialog } from "../../components/dialogs";
import { FormGroup, RadioCards } from "../../components/FormGroup";
import { InputField } from "../../components/InputField";
import { LoadFailed } from "../../components/LoadFailed";
import { Modal } from "../../components/Modal";
import { Spinner } from "../../components/Spinner";
import { inputClasses } from "../../components/TextField";
import { toast } from "../../components/Toaster";
import { focusFirstProblem } from "../../lib/focus-problem";
import { errorText } from "../../lib/error-text";
import {
  checkCollectionForm,
  emptyCollectionForm,
  formOfCollection,
  type CollectionField,
  type CollectionForm,
} from "./collection-form";
import { useCollection, useCreateCollection, useUpdateCollection } from "./collections.api";
import { COLLECTIONS_TEXT } from "./collections.texts";
import { CollectionProductsPicker, type PickedProduct } from "./CollectionProductsPicker";
import { RulesBuilder } from "./RulesBuilder";

interface DialogProps {
  storeId: string;
  currency: string;
  locale: string;
  /** The collection to change; none to create one. */
  collectionId?: string;
  onClose: () => void;
}

/**
 * Creates a collection, or changes one from the version it was read at (a conflict offers to
 * reload it). A change first reads the collection with its products.
 */
export function CollectionDialog(props: DialogProps) {
  const title = props.collectionId
    ? COLLECTIONS_TEXT.editTitle("collection")
    : COLLECTIONS_TEXT.createTitle;
  if (!props.collectionId) return <CollectionEditor {...props} />;
  return <ExistingCollection {...props} collectionId={props.collectionId} fallbackTitle={title} />;
}

function ExistingCollection(props: DialogProps & { collectionId: string; fallbackTitle: string }) {
  const detail = useCollection(props.storeId, props.collectionId);
  if (detail.data) {
    return (
      <CollectionEditor
        {...props}
        collection={detail.data.collection}
        products={detail.data.products}
        onReload={async () => (await detail.refetch()).data?.collection ?? null}
      />
    );
  }
  return (
    <Modal title={props.fallbackTitle} size="lg" onClose={props.onClose}>
      {detail.isError ? (
        <LoadFailed
          message={errorText(detail.error, COLLECTIONS_TEXT.detailFailed)}
          retryLabel={COLLECTIONS_TEXT.retry}
          onRetry={() => void detail.refetch()}
          className="py-8"
        />
      ) : (
        <div
          className="flex justify-center py-10"
          role="status"
          aria-label={COLLECTIONS_TEXT.loadingDetail}
        >
          <Spinner className="size-6 text-slate-400" />
        </div>
      )}
    </Modal>
  );
}

function CollectionEditor({
  storeId,
  currency,
  locale,
  collection,
  products = [],
  onReload,
  onClose,
}: DialogProps & {
  collection?: CollectionDto;
  products?: PickedProduct[];
  onReload?: () => Promise<CollectionDto | null>;
}) {
  const create = useCreateCollection(storeId);
  const update = useUpdateCollection(storeId);
  const [base, setBase] = useState(collection);
  const [form, setForm] = useState<CollectionForm>(() =>
    base ? formOfCollection(base) : emptyCollectionForm(),
  );
  const [known, setKnown] = useState<ReadonlyMap<string, PickedProduct>>(
    () => new Map(products.map((product) => [product._id, product])),
  );
  const [hasTriedSave, setHasTriedSave] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const checked = useMemo(() => checkCollectionForm(form), [form]);
  const problems = hasTriedSave ? checked.problems : null;
  const problem = (field: CollectionField) => problems?.get(field) ?? null;
  const sortId = useId();
  const descriptionId = useId();
  const isBusy = create.isPending || update.isPending;

  function patch(changes: Partial<CollectionForm>) {
    setForm((current) => ({ ...current, ...changes }));
    setServerProblem(null);
  }

  async function handleConflict() {
    const isReload = await confirmDialog({
      title: COLLECTIONS_TEXT.staleTitle,
      message: COLLECTION_MESSAGES.versionStale,
      confirmLabel: COLLECTIONS_TEXT.reload,
      cancelLabel: COLLECTIONS_TEXT.keepEditing,
    });
    if (!isReload || !onReload) return;
    const fresh = await onReload();
    if (!fresh) {
      toast.error(COLLECTION_MESSAGES.collectionNotFound);
      onClose();
      return;
    }
    setBase(fresh);
    setForm(formOfCollection(fresh));
    setHasTriedSave(false);
  }

  function handleError(cause: unknown) {
    if (cause instanceof ApiError && cause.code === "stale_version") void handleConflict();
    else setServerProblem(errorText(cause, COLLECTIONS_TEXT.saveFailed));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setHasTriedSave(true);
    if (!checked.body) {
      focusFirstProblem(event.currentTarget as HTMLFormElement);
      return;
    }
    if (isBusy) return;
    const done = (text: string) => () => {
      toast.success(text);
      onClose();
    };
    if (base) {
      update.mutate(
        { collectionId: base._id, body: { ...checked.body, version: base.version } },
        { onSuccess: done(COLLECTIONS_TEXT.saved), onError: handleError },
      );
    } else {
      create.mutate(checked.body, {
        onSuccess: done(COLLECTIONS_TEXT.created),
        onError: handleError,
      });
    }
  }

  const title = base ? COLLECTIONS_TEXT.editTitle(base.title) : COLLECTIONS_TEXT.createTitle;
  const footerProblem =
    serverProblem ?? (problems && problems.size > 0 ? COLLECTIONS_TEXT.fixProblems : null);

  return (
    <Modal title={title} description={COLLECTIONS_TEXT.dialogIntro} size="lg" onClose={onClose}>
      <form onSubmit={handleSubmit} noValidate aria-label={title} className="space-y-7">
        <FormGroup>
          <InputField
            label={COLLECTIONS_TEXT.titleLabel}
            value={form.title}
            maxLength={COLLECTION_LIMITS.titleMax}
            placeholder={COLLECTIONS_TEXT.titlePlaceholder}
            problem={problem("title")}
            onChange={(value) => patch({ title: value })}
          />
          <div>
            <label
              htmlFor={descriptionId}
              className="mb-1.5 block text-sm font-medium text-slate-700"
            >
              {COLLECTIONS_TEXT.description}
            </label>
            <textarea
              id={descriptionId}
              rows={3}
              value={form.description}
              maxLength={COLLECTION_LIMITS.descriptionMax}
              aria-describedby={`${descriptionId}-hint`}
              onChange={(event) => patch({ description: event.target.value })}
              className={inputClasses}
            />
            <p id={`${descriptionId}-hint`} className="mt-1 text-xs text-slate-500">
              {COLLECTIONS_TEXT.descriptionHint}
            </p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField
              label={COLLECTIONS_TEXT.handle}
              value={form.handle}
              maxLength={COLLECTION_LIMITS.handleMax}
              placeholder={base?.handle ?? "summer-favourites"}
              spellCheck={false}
              autoComplete="off"
              problem={problem("handle")}
              hint={base ? undefined : COLLECTIONS_TEXT.handleHint}
              onChange={(handle) => patch({ handle: handle.toLowerCase() })}
            />
            <div className="min-w-0">
              <label htmlFor={sortId} className="mb-1.5 block text-sm font-medium text-slate-700">
                {COLLECTIONS_TEXT.sortOrder}
              </label>
              <select
                id={sortId}
                value={form.sortOrder}
                onChange={(event) => patch({ sortOrder: event.target.value as CollectionSort })}
                className={inputClasses}
              >
                {COLLECTION_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {COLLECTION_SORT_LABELS[sort]}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </FormGroup>

        <FormGroup title={COLLECTIONS_TEXT.kind}>
          <RadioCards
            cards={COLLECTION_KINDS.map((kind) => ({
              value: kind,
              label: COLLECTION_KIND_LABELS[kind],
              hint:
                kind === "manual" ? COLLECTIONS_TEXT.manualHint : COLLECTIONS_TEXT.automaticHint,
            }))}
            value={form.kind}
            onChange={(kind) => patch({ kind })}
          />
          {form.kind === "manual" ? (
            <CollectionProductsPicker
              storeId={storeId}
              currency={currency}
              locale={locale}
              selected={form.productIds}
              known={known}
              problem={problem("productIds")}
              onChange={(productIds, added) => {
                if (added) setKnown((current) => new Map(current).set(added._id, added));
                patch({ productIds });
              }}
            />
          ) : (
            <RulesBuilder
              storeId={storeId}
              currency={currency}
              locale={locale}
              rules={form.rules}
              match={form.match}
              problems={problems}
              onChange={(changes) => patch(changes)}
            />
          )}
        </FormGroup>

        {footerProblem && <Alert>{footerProblem}</Alert>}
        <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {COLLECTIONS_TEXT.cancel}
          </Button>
          <Button type="submit" isLoading={isBusy}>
            {base ? COLLECTIONS_TEXT.save : COLLECTIONS_TEXT.create}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
