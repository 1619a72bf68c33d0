'use client';

/**
 * One contractor's cost-list lines (its own and its subcontractors'), read in the browser from
 * GET /api/Projects/{id}/ContractorItemRows?contractorId (compact tuples, issue 15; the whole
 * project's GET ProjectCooperatorItems is 20 MB on a large project): one read per contractor
 * tab, `reload` reads again and resolves when the new lines are shown (the editor closes then).
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiFetch } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';
import type { ContractorLinesDto } from '@/lib/situations/row-schemas';
import type { ContractorLine } from './rows';

export const contractorLinesUrl = (projectId: number, contractorId: number) => `/api/Projects/${projectId}/ContractorItemRows?contractorId=${contractorId}`;

export type CooperatorLinesState = {
  lines: ContractorLine[] | null;
  error: ApiError | null;
  reload: () => Promise<void>;
};

/** The tuples as the objects the rows are built from. */
export function decodeContractorLines(dto: ContractorLinesDto): ContractorLine[] {
  return dto.lines.map(([id, projectItemId, projectCooperatorId, contractorItemId, quantity, unitPrice, totalPrice]) => ({
    id,
    projectItemId,
    projectCooperatorId,
    contractorItemId,
    quantity,
    unitPrice,
    totalPrice,
  }));
}

export async function fetchCooperatorLines(projectId: number, contractorId: number, signal?: AbortSignal): Promise<ContractorLine[]> {
  const data = await apiFetch<unknown>(contractorLinesUrl(projectId, contractorId), { signal, cache: 'no-store' });
  if (!data || typeof data !== 'object' || !Array.isArray((data as ContractorLinesDto).lines)) throw new ApiError(0, messages.unknownError);
  return decodeContractorLines(data as ContractorLinesDto);
}

type Held = { key: string; lines: ContractorLine[] | null; error: ApiError | null };

export function useCooperatorLines(projectId: number, contractorId: number): CooperatorLinesState {
  const key = `${projectId}:${contractorId}`;
  const [state, setState] = useState<Held>({ key, lines: null, error: null });

  const settle = useCallback(
    (promise: Promise<ContractorLine[]>, signal?: AbortSignal) =>
      promise.then(
        (lines) => {
          if (!signal?.aborted) setState({ key, lines, error: null });
        },
        (error: unknown) => {
          if (signal?.aborted) return;
          const failure = error instanceof ApiError ? error : new ApiError(0, messages.networkError);
          setState((s) => ({ key, lines: s.key === key ? s.lines : null, error: failure }));
        },
      ),
    [key],
  );

  useEffect(() => {
    const controller = new AbortController();
    void settle(fetchCooperatorLines(projectId, contractorId, controller.signal), controller.signal);
    return () => controller.abort();
  }, [projectId, contractorId, settle]);

  const reload = useCallback(() => settle(fetchCooperatorLines(projectId, contractorId)), [projectId, contractorId, settle]);
  const current = state.key === key;
  return { lines: current ? state.lines : null, error: current ? state.error : null, reload };
}
