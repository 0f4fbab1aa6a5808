import { useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useDownloadActionLog } from './useDownloadActionLog';

export type DownloadLogButtonProps = Omit<ButtonProps, 'onClick' | 'loading' | 'children'>;

/**
 * 'Descargar registro técnico' for the help centre: the same sanitized download as Ctrl+Alt+L.
 * Needs the app's store (react-redux Provider) above it; antd props (type, block, size…) pass through.
 */
export function DownloadLogButton(props: DownloadLogButtonProps) {
  const download = useDownloadActionLog();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await download();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...props} loading={busy} onClick={() => void onClick()}>
      Descargar registro técnico
    </Button>
  );
}
