import { useEffect } from 'react';
import { App } from 'antd';
import { AntdConfig } from './AntdConfig';

type AppApi = ReturnType<typeof App.useApp>;

function Ready({ onReady }: { onReady: (api: AppApi) => void }) {
  const api = App.useApp();
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}

/**
 * antd's <App> holders for notifications, messages and confirm dialogs, mounted on first use. It
 * brings antd's theme and locale along: the dashboard calls it from panels that load no antd.
 */
export default function FeedbackHost({ onReady }: { onReady: (api: AppApi) => void }) {
  return (
    <AntdConfig>
      <App component={false}>
        <Ready onReady={onReady} />
      </App>
    </AntdConfig>
  );
}
