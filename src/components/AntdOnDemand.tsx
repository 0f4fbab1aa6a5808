import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

const AntdProviders = lazy(() => import(/* webpackChunkName: "antd-shell" */ './AntdShell').then((m) => ({ default: m.AntdProviders })));

/**
 * Renders its children inside antd's providers, loaded the first time `when` is true and kept
 * afterwards (a closing modal or drawer still animates). Screens painted without antd (the dashboard)
 * use it around what needs antd: modals, the phone drawer, the views other features compose in.
 */
export function AntdOnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  useEffect(() => {
    if (when) setWanted(true);
  }, [when]);
  if (!wanted && !when) return null;
  return (
    <Suspense fallback={null}>
      <AntdProviders>{children}</AntdProviders>
    </Suspense>
  );
}
