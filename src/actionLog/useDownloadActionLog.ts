import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { ActionRecorder } from './recorder';
import { downloadActionLog } from './exportLog';

/** The one download both the help centre's button and Ctrl+Alt+L use: the store's recorder, its state now. */
export function useDownloadActionLog(): () => Promise<void> {
  const store = useStore() as ReturnType<typeof useStore> & { recorder?: ActionRecorder };
  return useCallback(async () => {
    if (store.recorder) await downloadActionLog(store.recorder, store.getState());
  }, [store]);
}
