import { lazy } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths';
import { RequireSession } from './RequireSession';
import { SessionWatch } from './SessionWatch';
import { RouteError } from './RouteError';
import { LoadingShell } from './LoadingShell';
import { AccountFrame } from './AccountFrame';
import { Rehydrated } from './Rehydrated';
import { PrivacyNoticeGate } from './PrivacyNoticeGate';

/* One lazy chunk per route group: the login screen downloads none of the portal. */
const auth = () => import(/* webpackChunkName: "auth" */ '../features/auth/pages');
const onboarding = () => import(/* webpackChunkName: "onboarding" */ '../features/onboarding/pages');
const terms = () => import(/* webpackChunkName: "onboarding-terms" */ '../features/onboarding/termsPage');
const payments = () => import(/* webpackChunkName: "payments" */ '../features/payments/pages');
const paymentDocuments = () => import(/* webpackChunkName: "payments-documents" */ '../features/payments/documentPages');
const dashboard = () => import(/* webpackChunkName: "dashboard" */ './DashboardRoute');
const antdShell = () => import(/* webpackChunkName: "antd-shell" */ '../components/AntdShell');

type Loader<M> = () => Promise<M>;
function page<M>(load: Loader<M>, pick: (m: M) => React.ComponentType) {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

// Plain components, not route `lazy`: the router then starts without waiting for any chunk, and its
// first render is the hero already in the HTML (AccountFrame).
const LoginPage = lazy(() => auth().then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => auth().then((m) => ({ default: m.RegisterPage })));

const accountScreens: RouteObject = {
  Component: AccountFrame,
  children: [
    { path: paths.root, element: <Navigate to={paths.login} replace /> },
    { path: paths.login, element: <LoginPage /> },
    { path: paths.register, element: <RegisterPage /> },
  ],
};

const afterRehydration = (
  <Rehydrated fallback={<LoadingShell />}>
    <PrivacyNoticeGate>
      <Outlet />
    </PrivacyNoticeGate>
  </Rehydrated>
);

const pages: RouteObject[] = [
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
    ],
  },
  {
    // The payment pages paint without antd (plain HTML in antd's look, as the dashboard): antd's
    // notification code loads only if a checkout cannot start. The printable voucher and receipt are
    // a chunk of their own, so the plan choice and the checkout's return pages do not carry them.
    lazy: async () => ({ Component: (await payments()).PaymentsFrame }),
    children: [
      { path: paths.subscription, ...page(payments, (m) => m.SubscriptionPage) },
      {
        element: <RequireSession />,
        children: [
          { path: paths.paymentSuccess, ...page(payments, (m) => m.PaymentSuccessPage) },
          { path: paths.paymentCancelled, ...page(payments, (m) => m.PaymentCancelledPage) },
          { path: paths.oxxoVoucher, ...page(paymentDocuments, (m) => m.OxxoVoucherPage) },
          { path: paths.paymentReceipt, ...page(paymentDocuments, (m) => m.PaymentReceiptPage) },
        ],
      },
    ],
  },
  {
    // SPEC calls the dashboard unguarded, but it has nothing to show without a session, and a deep link
    // to it must survive the login (issue 2 acceptance), so it sits behind the guard too. It is painted
    // without antd (plain HTML in antd's look); its modals and drawer bring antd when first opened.
    element: <RequireSession />,
    children: [
      { path: paths.dashboard, ...page(dashboard, (m) => m.default) },
      { path: paths.bookAppointment, ...page(dashboard, (m) => m.default) },
      { path: paths.appointment, ...page(dashboard, (m) => m.default) },
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
  {
    Component: SessionWatch,
    HydrateFallback: LoadingShell,
    errorElement: <RouteError />,
    children: [accountScreens, { element: afterRehydration, children: pages }],
  },
];

const accountPaths = new Set(accountScreens.children!.map((route) => route.path));

const dashboardPaths = new Set<string>([paths.dashboard, paths.bookAppointment, paths.appointment]);

const paymentPaths = new Set<string>([paths.subscription, paths.paymentSuccess, paths.paymentCancelled]);

/** Starts fetching the first screen's code with the router instead of after the first render. */
export function prefetchFirstScreen(pathname: string) {
  if (accountPaths.has(pathname)) void auth();
  if (dashboardPaths.has(pathname)) void dashboard();
  if (paymentPaths.has(pathname)) void payments();
}
