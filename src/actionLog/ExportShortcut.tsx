import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { ActionRecorder } from './recorder';
import { downloadActionLog } from './exportLog';

/** Ctrl+Alt+L downloads the sanitized action log, from any screen (DESIGN §4, issue 10). */
export function ActionLogShortcut() {
  const store = useStore() as ReturnType<typeof useStore> & { recorder?: ActionRecorder };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.altKey && event.key.toLowerCase() === 'l' && store.recorder) {
        event.preventDefault();
        void downloadActionLog(store.recorder, store.getState());
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
  return null;
}
