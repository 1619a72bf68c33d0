'use client';

import { useCallback, useState } from 'react';

/** Progress of a running transfer: 0-100, or null while the size is unknown. */
export type TransferPercent = number | null;

type State = { busy: boolean; percent: TransferPercent };

const IDLE: State = { busy: false, percent: null };

/**
 * The state of one upload or download with progress (uploadWithProgress, downloadFile): `run`
 * starts it at `initial` and passes the callback that moves the bar; when it ends, well or not,
 * the form is idle again. The errors are the caller's (thrown on).
 */
export function useTransfer() {
  const [state, setState] = useState<State>(IDLE);
  const run = useCallback(async <T>(start: (onProgress: (percent: TransferPercent) => void) => Promise<T>, initial: TransferPercent = 0): Promise<T> => {
    setState({ busy: true, percent: initial });
    try {
      return await start((percent) => setState({ busy: true, percent }));
    } finally {
      setState(IDLE);
    }
  }, []);
  return { busy: state.busy, percent: state.percent, run };
}
