import { useEffect } from 'react';
import { useDownloadActionLog } from './useDownloadActionLog';

/** Ctrl+Alt+L downloads the sanitized action log, from any screen (docs/architecture.md). */
export function ActionLogShortcut() {
  const download = useDownloadActionLog();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.altKey && event.key.toLowerCase() === 'l') {
        event.preventDefault();
        void download();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [download]);
  return null;
}
