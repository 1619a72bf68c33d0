'use client';

/**
 * One situation's table lines, read in the browser from GET /api/ProjectSituations/{id}/Table
 * (never a prop of the page: 30,000 lines on a large project). `contractorId` null reads every
 * contractor's per-item sums. `merge` puts the batch write's refreshed lines in place (by line
 * id) without reading the table again; `reload` reads it again.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiFetch } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';
import { decodeTableLine, type SituationTableDto, type SituationTableLine, type SituationTableTuple } from '@/lib/situations/table-schemas';

export const situationTableUrl = (situationId: number, contractorId: number | null) =>
  `/api/ProjectSituations/${situationId}/Table${contractorId === null ? '' : `?contractorId=${contractorId}`}`;

export type SituationTableState = {
  lines: SituationTableLine[] | null;
  error: ApiError | null;
  reload: () => void;
  merge: (tuples: readonly SituationTableTuple[]) => void;
};

/** The lines with those of `fresh` replacing the ones with the same line id. */
export function mergeLines(lines: readonly SituationTableLine[], fresh: readonly SituationTableLine[]): SituationTableLine[] {
  const byId = new Map(fresh.map((l) => [l.lineId, l]));
  return lines.map((l) => (l.lineId !== null && byId.has(l.lineId) ? byId.get(l.lineId)! : l));
}

export function useSituationTable(situationId: number, contractorId: number | null): SituationTableState {
  const key = `${situationId}|${contractorId ?? 'all'}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; lines: SituationTableLine[] | null; error: ApiError | null }>({ key, lines: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<SituationTableDto>(situationTableUrl(situationId, contractorId), { signal: controller.signal, cache: 'no-store' }).then(
      (data) => {
        if (controller.signal.aborted) return;
        if (!data || !Array.isArray(data.lines)) setState({ key, lines: null, error: new ApiError(0, messages.unknownError) });
        else setState({ key, lines: data.lines.map(decodeTableLine), error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ key, lines: s.key === key ? s.lines : null, error: error instanceof ApiError ? error : new ApiError(0, messages.networkError) }));
      },
    );
    return () => controller.abort();
  }, [situationId, contractorId, key, attempt]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const merge = useCallback(
    (tuples: readonly SituationTableTuple[]) =>
      setState((s) => (s.key === key && s.lines ? { ...s, lines: mergeLines(s.lines, tuples.map(decodeTableLine)) } : s)),
    [key],
  );
  return { lines: state.key === key ? state.lines : null, error: state.key === key ? state.error : null, reload, merge };
}
