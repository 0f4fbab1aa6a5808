import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import ReplayViewer from './ReplayViewer';
import { switchNetworkOff } from './networkGuard';

/** Entry of the `replay-viewer` chunk, which only a development build loads (see src/main.tsx). */
export function mountReplayViewer(container: HTMLElement): void {
  switchNetworkOff();
  createRoot(container).render(
    <StrictMode>
      <ReplayViewer />
    </StrictMode>,
  );
}
