'use client';

/**
 * The items tab's tree, read in the browser from GET /api/Projects/{id}/ProjectItems (read in
 * pages, built in steps and streamed by the server: it never holds the server for long), not
 * passed by the page: a 19,110-row tree as a prop of the page stopped the server for 0.75–1.5 s
 * while React serialised and rendered it (README, Performance).
 *
 * The page passes a cheap `revision` of the project's items instead (lib/project-items/queries
 * projectItemsRevision); whenever it changes (a server render after an import, router.refresh
 * anywhere) the tree is read again. `reload` reads it again at once (after an inline edit).
 * While a newer tree is read, the one shown stays.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiFetch } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';
import type { ProjectItemsTree } from '@/lib/project-items/types';

export const itemsTreeUrl = (projectId: number) => `/api/Projects/${projectId}/ProjectItems`;

export type ItemsTreeState = {
  /** The last tree read (null until the first read succeeds). */
  tree: ProjectItemsTree | null;
  /** The last read failed (the tree shown, if any, may be out of date). */
  error: ApiError | null;
  /** A read is under way. */
  loading: boolean;
  /** Read the tree again now. */
  reload: () => void;
  /** A new value whenever a read finishes, with a tree or an error (the inline editor waits for it). */
  finished: object;
};

/** What a finished read left: for which request, and its tree or error. */
type Settled = { projectId: number; request: string; tree: ProjectItemsTree | null; error: ApiError | null };

/** The answer is the tree (a proxy's HTML page or a truncated body is not). */
export function isItemsTree(value: unknown): value is ProjectItemsTree {
  return typeof value === 'object' && value !== null && Array.isArray((value as ProjectItemsTree).items) && typeof (value as ProjectItemsTree).summary === 'object';
}

export async function fetchItemsTree(projectId: number, signal?: AbortSignal): Promise<ProjectItemsTree> {
  const data = await apiFetch<unknown>(itemsTreeUrl(projectId), { signal, cache: 'no-store' });
  if (!isItemsTree(data)) throw new ApiError(0, messages.unknownError);
  return data;
}

export function useItemsTree(projectId: number, revision: string): ItemsTreeState {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled>({ projectId, request: '', tree: null, error: null });
  // One read per project, revision and reload; a newer request aborts the one under way.
  const request = `${projectId}|${revision}|${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    fetchItemsTree(projectId, controller.signal).then(
      (tree) => {
        if (!controller.signal.aborted) setSettled({ projectId, request, tree, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiError ? error : new ApiError(0, messages.networkError);
        setSettled((s) => ({ projectId, request, tree: s.projectId === projectId ? s.tree : null, error: failure }));
      },
    );
    return () => controller.abort();
  }, [projectId, request]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return {
    // Another project's tree is never shown (the tab may stay mounted from one project to the next).
    tree: settled.projectId === projectId ? settled.tree : null,
    error: settled.request === request ? settled.error : null,
    loading: settled.request !== request,
    reload,
    finished: settled,
  };
}
