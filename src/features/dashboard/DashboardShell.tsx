import { useState, type ReactNode } from 'react';
import { Button, Drawer, Empty } from 'antd';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { ConsentBanner } from './ConsentBanner';
import { selectDashboardView, viewChosen, type DashboardView } from './dashboardSlice';
import { SidePanel } from './SidePanel';
import './dashboard.css';

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

/** SPEC §2 dashboard: top navigation, side panel (a drawer on phones), banner, the chosen view. */
export function DashboardShell({ consultas, menopausia, nutricion, modals }: Props) {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectDashboardView);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="dashboard">
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
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} placement="left" title="Menú" size={300}>
          <SidePanel onAction={() => setDrawerOpen(false)} />
        </Drawer>
        <main className="dashboard-main">
          <ConsentBanner />
          <h1 className="dashboard-title">{views.find((v) => v.key === view)?.label}</h1>
          {{ consultas, menopausia, nutricion }[view] ?? <Empty description="Muy pronto encontrarás aquí contenido para ti." />}
        </main>
      </div>
      {modals}
    </div>
  );
}
