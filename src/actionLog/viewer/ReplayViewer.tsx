import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { Provider } from 'react-redux';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { Alert, Button, InputNumber, Select, Space, Typography } from 'antd';
import { routes } from '../../app/routes';
import { PortalRouter } from '../../app/PortalRouter';
import { setupStore } from '../../app/store';
import type { RootState } from '../../app/rootReducer';
import { paths } from '../../../common/paths';
import { isActionLogFile, type ActionLogFile } from '../format';
import { positionOfSeq, recordedRouteAt, statesOf, suggestedRoute, viewerState } from './replaySteps';
import { switchNetworkOff } from './networkGuard';

const AUTO = 'auto';
const routeOptions = [{ value: AUTO, label: 'Ruta registrada' }, ...Object.values(paths).map((path) => ({ value: path, label: path }))];

/** The real routes on a store preloaded with one replayed state; remounted for every step. */
function ReplayedPortal({ state, route }: { state: RootState; route: string }) {
  const { store, history } = useMemo(
    () => ({
      store: setupStore(viewerState(state)),
      history: UNSAFE_createMemoryHistory({ initialEntries: [route], v5Compat: true }),
    }),
    [state, route],
  );
  return (
    <Provider store={store}>
      <PortalRouter history={history} routes={routes} />
    </Provider>
  );
}

/** FileReader rather than Blob.text(): the same in every browser and in jsdom. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('lectura fallida'));
    reader.readAsText(file);
  });
}

function LogPicker({ onLoaded }: { onLoaded: (log: ActionLogFile) => void }) {
  const [error, setError] = useState<string | null>(null);
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      const parsed: unknown = JSON.parse(await readText(file));
      if (!isActionLogFile(parsed)) throw new Error('no es un archivo ella-action-log');
      setError(null);
      onLoaded(parsed);
    } catch (e) {
      setError(`No se pudo leer ${file.name}: ${(e as Error).message}`);
    }
  };
  return (
    <Space orientation="vertical">
      <label htmlFor="replay-log-file">Registro técnico (ella-action-log-….json)</label>
      <input id="replay-log-file" type="file" accept="application/json,.json" onChange={(e) => void onChange(e)} />
      {error && <Alert type="error" showIcon title={error} />}
    </Space>
  );
}

/** `?replay`: steps through a tester's log and shows what the patient saw, with the network switched off. */
export default function ReplayViewer() {
  const [log, setLog] = useState<ActionLogFile | null>(null);
  const [position, setPosition] = useState(0);
  const [route, setRoute] = useState<string>(AUTO);
  const [jumpSeq, setJumpSeq] = useState<number | null>(null);
  const states = useMemo(() => (log ? statesOf(log) : []), [log]);

  useEffect(() => switchNetworkOff(), []);

  const load = (loaded: ActionLogFile) => {
    setLog(loaded);
    setPosition(loaded.actions.length);
  };

  if (!log) {
    return (
      <main style={{ padding: 24 }}>
        <Typography.Title level={1}>Reproducir registro técnico</Typography.Title>
        <LogPicker onLoaded={load} />
      </main>
    );
  }

  const total = log.actions.length;
  const current = position > 0 ? log.actions[position - 1] : null;
  const go = (next: number) => setPosition(Math.max(0, Math.min(total, next)));
  const shownRoute = route === AUTO ? (recordedRouteAt(log, position) ?? suggestedRoute(states[position])) : route;

  return (
    <div>
      <header style={{ position: 'sticky', top: 0, zIndex: 2000, background: '#fffbe6', borderBottom: '1px solid #d9d9d9', padding: 8 }}>
        <Space wrap>
          <Button onClick={() => go(position - 1)} disabled={position === 0}>
            Anterior
          </Button>
          <Button type="primary" onClick={() => go(position + 1)} disabled={position === total}>
            Siguiente
          </Button>
          <InputNumber aria-label="seq" placeholder="seq" min={0} value={jumpSeq} onChange={(v) => setJumpSeq(v)} />
          <Button onClick={() => jumpSeq !== null && go(positionOfSeq(log, jumpSeq))}>Ir a seq</Button>
          <Select aria-label="Ruta" style={{ minWidth: 240 }} value={route} options={routeOptions} onChange={setRoute} />
          <Typography.Text data-testid="replay-position">
            {current ? `seq ${current.seq} · ${current.type}` : 'estado inicial'} ({position}/{total})
          </Typography.Text>
          <Typography.Text data-testid="replay-route" code>
            {shownRoute}
          </Typography.Text>
          <Typography.Text type="secondary">
            v{log.appVersion} · {log.createdAt}
            {log.dropped ? ` · ${log.dropped} acciones anteriores descartadas` : ''} · sin red
          </Typography.Text>
        </Space>
        {current && (
          <details>
            <summary>Acción</summary>
            <pre style={{ maxHeight: 200, overflow: 'auto', margin: 0 }}>{JSON.stringify(current, null, 2)}</pre>
          </details>
        )}
      </header>
      <ReplayedPortal key={`${position}:${shownRoute}`} state={states[position]} route={shownRoute} />
    </div>
  );
}
