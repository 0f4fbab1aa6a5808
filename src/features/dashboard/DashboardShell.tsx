import { lazy, useState, type ReactNode } from 'react';
import { AntdOnDemand } from '../../components/AntdOnDemand';
import { Button } from '../../components/kit/Button';
import { Empty } from '../../components/kit/Empty';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { paths } from '../../../common/paths';
import { ConsentBanner } from './ConsentBanner';
import { selectDashboardView, viewChosen, type DashboardView } from './dashboardSlice';
import { SidePanel } from './SidePanel';
import './dashboard.css';

// antd's Drawer loads with the phone menu's first opening: the dashboard paints without antd.
const Drawer = lazy(() => import(/* webpackChunkName: "dashboard-drawer" */ 'antd').then((m) => ({ default: m.Drawer })));

const views: Array<{ key: DashboardView; label: string }> = [
  { key: 'consultas', label: 'Consultas' },
  { key: 'menopausia', label: 'Menopausia' },
  { key: 'nutricion', label: 'Nutrición' },
];

interface Props {
  /** The Consultas view: appointments and prescriptions, composed by the app layer. */
  consultas: ReactNode;
  /** The Menopausia and Nutrición views, composed by the app layer; a placeholder until one is given. */
  menopausia?: ReactNode;
  nutricion?: ReactNode;
  /** Every dashboard modal; each opens itself on `dashboard/modalOpened`. */
  modals: ReactNode;
}

/** A view other features compose in may use antd: it gets antd's providers, loaded with its first showing. */
function OtherView({ view }: { view: ReactNode }) {
  if (!view) return <Empty description="Muy pronto encontrarás aquí contenido para ti." />;
  return <AntdOnDemand when>{view}</AntdOnDemand>;
}

/** SPEC §2 dashboard: top navigation, side panel (a drawer on phones), banner, the chosen view. */
export function DashboardShell({ consultas, menopausia, nutricion, modals }: Props) {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectDashboardView);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="dashboard antd-app">
      <header className="dashboard-header">
        <Button className="dashboard-menu-button" onClick={() => setDrawerOpen(true)} aria-label="Abrir menú" aria-expanded={drawerOpen}>
          ☰
        </Button>
        <span className="dashboard-brand">Espacios ELLA</span>
        <nav className="dashboard-topnav" aria-label="Secciones">
          {views.map((v) => (
            <button
              key={v.key}
              type="button"
              className={view === v.key ? 'active' : undefined}
              aria-current={view === v.key ? 'page' : undefined}
              onClick={() => dispatch(viewChosen({ view: v.key }))}
            >
              {v.label}
            </button>
          ))}
          <a href={paths.mentalHealth} target="_blank" rel="noopener noreferrer">
            Espacios Ella
          </a>
        </nav>
      </header>
      <div className="dashboard-body">
        <aside className="dashboard-aside">
          <SidePanel />
        </aside>
        <AntdOnDemand when={drawerOpen}>
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} placement="left" title="Menú" size={300}>
            <SidePanel onAction={() => setDrawerOpen(false)} />
          </Drawer>
        </AntdOnDemand>
        <main className="dashboard-main">
          <ConsentBanner />
          <h1 className="dashboard-title">{views.find((v) => v.key === view)?.label}</h1>
          {view === 'consultas' ? consultas : <OtherView view={{ menopausia, nutricion }[view]} />}
        </main>
      </div>
      {modals}
    </div>
  );
}
