import type { EditorUpdateBody, PublishBody, RestoreDraftVersionBody } from "@shopwright/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const editorKeys = {
  all: ["editor"] as const,
  data: (storeId: string) => [...editorKeys.all, "data", storeId] as const,
  theme: (storeId: string, themeId: string) =>
    [...editorKeys.all, "choose-theme", storeId, themeId] as const,
  deploys: (storeId: string) => [...editorKeys.all, "deploys", storeId] as const,
  draftVersions: (storeId: string) => [...editorKeys.all, "draft-versions", storeId] as const,
};

/**
 * GET /store/{id}/editor. Loaded once per visit: a background refetch would throw away the
 * user's edits, so only an explicit `refetch` (Reload after a conflict) loads again.
 */
export function useEditorData(storeId: string | null, isEnabled = true) {
  return useQuery({
    queryKey: editorKeys.data(storeId ?? ""),
    queryFn: () => api.editor.load(storeId ?? ""),
    enabled: Boolean(storeId) && isEnabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * POST /store/themes/choose, once per visit of /editor/{themeId}. A query rather than a
 * mutation so that a re-mounted effect cannot apply the theme twice.
 */
export function useChooseTheme(storeId: string | null, themeId: string | undefined) {
  return useQuery({
    queryKey: editorKeys.theme(storeId ?? "", themeId ?? ""),
    queryFn: () => api.editor.chooseTheme({ storeId: storeId ?? "", themeId: themeId ?? "" }),
    enabled: Boolean(storeId && themeId),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /store/{id}/editor-update. */
export function useSaveEditor(storeId: string | null) {
  return useMutation({
    mutationFn: (body: EditorUpdateBody) => api.editor.save(storeId ?? "", body),
  });
}

/** POST /upload/single-image, for the image fields of the properties panel. */
export function useUploadImage() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      api.uploads.singleImage(file, { onProgress }),
  });
}

/** POST /store/{id}/publish: saves the layout, builds the site and makes it live. */
export function usePublish(storeId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishBody) => api.publishing.publish(storeId ?? "", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editorKeys.deploys(storeId ?? "") }),
  });
}

/** GET /store/{id}/deploys, while the Versions menu is open. */
export function useDeploys(storeId: string | null, isEnabled: boolean) {
  return useQuery({
    queryKey: editorKeys.deploys(storeId ?? ""),
    queryFn: () => api.publishing.deploys(storeId ?? ""),
    enabled: Boolean(storeId) && isEnabled,
  });
}

/** POST /store/{id}/deploys/{deployId}/activate: puts an earlier version live again. */
export function useActivateDeploy(storeId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deployId: string) => api.publishing.activate(storeId ?? "", deployId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: editorKeys.deploys(storeId ?? "") }),
  });
}

/** GET /store/{id}/draft-versions, while the History menu is open. */
export function useDraftVersions(storeId: string | null, isEnabled: boolean) {
  return useQuery({
    queryKey: editorKeys.draftVersions(storeId ?? ""),
    queryFn: () => api.editor.draftVersions(storeId ?? ""),
    enabled: Boolean(storeId) && isEnabled,
  });
}

/**
 * POST /store/{id}/draft-versions/{versionId}/restore: an earlier draft becomes the current
 * one (as a new version), if the store is still at the version the editor holds.
 */
export function useRestoreDraftVersion(storeId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, ...body }: RestoreDraftVersionBody & { versionId: string }) =>
      api.editor.restoreDraftVersion(storeId ?? "", versionId, body),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: editorKeys.draftVersions(storeId ?? "") }),
  });
}
