import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import ReplayViewer from './ReplayViewer';
import { switchNetworkOff } from './networkGuard';

/** Entry of the lazy `replay-viewer` chunk, loaded only for `?replay` (see src/main.tsx). */
export function mountReplayViewer(container: HTMLElement): void {
  switchNetworkOff();
  createRoot(container).render(
    <StrictMode>
      <ReplayViewer />
    </StrictMode>,
  );
}
