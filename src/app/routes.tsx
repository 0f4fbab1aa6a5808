import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths';
import { RequireSession } from './RequireSession';
import { SessionWatch } from './SessionWatch';
import { RouteError } from './RouteError';
import { LoadingShell } from './LoadingShell';

/* One lazy chunk per route group: the login screen downloads none of the portal. */
const auth = () => import(/* webpackChunkName: "auth" */ '../features/auth/pages');
const onboarding = () => import(/* webpackChunkName: "onboarding" */ '../features/onboarding/pages');
const terms = () => import(/* webpackChunkName: "onboarding-terms" */ '../features/onboarding/termsPage');
const payments = () => import(/* webpackChunkName: "payments" */ '../features/payments/pages');
const dashboard = () => import(/* webpackChunkName: "dashboard" */ './DashboardRoute');
const antdShell = () => import(/* webpackChunkName: "antd-shell" */ '../components/AntdShell');

type Loader<M> = () => Promise<M>;
function page<M>(load: Loader<M>, pick: (m: M) => React.ComponentType) {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

const pages: RouteObject[] = [
  { path: paths.root, element: <Navigate to={paths.login} replace /> },
  { path: paths.login, ...page(auth, (m) => m.LoginPage) },
  { path: paths.register, ...page(auth, (m) => m.RegisterPage) },
  { path: paths.welcome, ...page(auth, (m) => m.WelcomePage) },
  {
    // Every screen past the account screens is built with antd, loaded once for all of them.
    lazy: async () => ({ Component: (await antdShell()).default }),
    children: [
      { path: paths.infoPersonal, ...page(onboarding, (m) => m.InfoPersonalPage) },
      { path: paths.familyHistory, ...page(onboarding, (m) => m.FamilyHistoryPage) },
      { path: paths.personalHistory, ...page(onboarding, (m) => m.PersonalHistoryPage) },
      { path: paths.urinaryHealth, ...page(onboarding, (m) => m.UrinaryHealthPage) },
      { path: paths.pathologicalHistory, ...page(onboarding, (m) => m.PathologicalHistoryPage) },
      { path: paths.gynecologicalInfo, ...page(onboarding, (m) => m.GynecologicalInfoPage) },
      { path: paths.perimenopause, ...page(onboarding, (m) => m.PerimenopausePage) },
      { path: paths.terms, ...page(terms, (m) => m.TermsPage) },
      { path: paths.subscription, ...page(payments, (m) => m.SubscriptionPage) },
      {
        // SPEC calls the dashboard unguarded, but it has nothing to show without a session, and a
        // deep link to it must survive the login (issue 2 acceptance), so it sits behind the guard too.
        element: <RequireSession />,
        children: [
          { path: paths.dashboard, ...page(dashboard, (m) => m.default) },
          { path: paths.bookAppointment, ...page(dashboard, (m) => m.default) },
          { path: paths.appointment, ...page(dashboard, (m) => m.default) },
          { path: paths.paymentSuccess, ...page(payments, (m) => m.PaymentSuccessPage) },
          { path: paths.paymentCancelled, ...page(payments, (m) => m.PaymentCancelledPage) },
        ],
      },
    ],
  },
  {
    path: paths.mentalHealth,
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "misc" */ './MentalHealthPage')).default }),
  },
  { path: '*', element: <Navigate to={paths.login} replace /> },
];

/** The root shows the loading shell until the first lazy page is there. */
export const routes: RouteObject[] = [
  { Component: SessionWatch, HydrateFallback: LoadingShell, errorElement: <RouteError />, children: pages },
];
