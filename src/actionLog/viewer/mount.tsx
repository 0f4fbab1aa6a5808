import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AntdProviders } from '../../components/AntdShell';
import ReplayViewer from './ReplayViewer';
import { switchNetworkOff } from './networkGuard';

/** Entry of the lazy `replay-viewer` chunk, loaded only for `?replay` (see src/main.tsx). */
export function mountReplayViewer(container: HTMLElement): void {
  switchNetworkOff();
  createRoot(container).render(
    <StrictMode>
      {/* The viewer's own controls are antd too: locale, theme and the CSP nonce for their styles and icons. */}
      <AntdProviders>
        <ReplayViewer />
      </AntdProviders>
    </StrictMode>,
  );
}
