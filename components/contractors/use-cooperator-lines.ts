'use client';

/**
 * The project's cost-list lines (every contractor's and subcontractor's), read in the browser from
 * GET /api/Projects/{id}/ProjectCooperatorItems like the items tree (use-items-tree): one read per
 * project, `reload` reads again and resolves when the new lines are shown (the editor closes then).
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiFetch } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';
import type { ProjectCooperatorItemDto } from '@/lib/situations/schemas';

export const cooperatorLinesUrl = (projectId: number) => `/api/Projects/${projectId}/ProjectCooperatorItems`;

export type CooperatorLinesState = {
  lines: ProjectCooperatorItemDto[] | null;
  error: ApiError | null;
  reload: () => Promise<void>;
};

export async function fetchCooperatorLines(projectId: number, signal?: AbortSignal): Promise<ProjectCooperatorItemDto[]> {
  const data = await apiFetch<unknown>(cooperatorLinesUrl(projectId), { signal, cache: 'no-store' });
  if (!Array.isArray(data)) throw new ApiError(0, messages.unknownError);
  return data as ProjectCooperatorItemDto[];
}

export function useCooperatorLines(projectId: number): CooperatorLinesState {
  const [state, setState] = useState<{ projectId: number; lines: ProjectCooperatorItemDto[] | null; error: ApiError | null }>({ projectId, lines: null, error: null });

  const settle = useCallback(
    (promise: Promise<ProjectCooperatorItemDto[]>, signal?: AbortSignal) =>
      promise.then(
        (lines) => {
          if (!signal?.aborted) setState({ projectId, lines, error: null });
        },
        (error: unknown) => {
          if (signal?.aborted) return;
          const failure = error instanceof ApiError ? error : new ApiError(0, messages.networkError);
          setState((s) => ({ projectId, lines: s.projectId === projectId ? s.lines : null, error: failure }));
        },
      ),
    [projectId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void settle(fetchCooperatorLines(projectId, controller.signal), controller.signal);
    return () => controller.abort();
  }, [projectId, settle]);

  const reload = useCallback(() => settle(fetchCooperatorLines(projectId)), [projectId, settle]);
  return { lines: state.projectId === projectId ? state.lines : null, error: state.error, reload };
}
