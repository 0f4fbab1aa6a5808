import { lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { dashboardPaths, paths } from '../../common/paths';
import { RequireSession } from './RequireSession';
import { SessionWatch } from './SessionWatch';
import { LoadingShell } from './LoadingShell';
import { Rehydrated } from './Rehydrated';
import { PrivacyNoticeGate } from './PrivacyNoticeGate';
import { lazyPage } from '../firstPaint/lazyPage';
import { AccountFrame } from '../firstPaint/frames/AccountFrame';
import { FramedRoute } from '../firstPaint/frames/FramedRoute';
import { PaymentCancelledFrame, PaymentSuccessFrame, StepFrame, SubscriptionFrame, WelcomeFrame } from '../firstPaint/frames/pageFrames';
import { auth, dashboard, onboarding, paymentDocuments, payments, terms } from '../firstPaint/routeChunks';
import FeedbackLayout from '../components/FeedbackLayout';

// The start takes it from here, with the routes: imported by this module alone, routeChunks.ts is merged into
// it, not a module of its own in the start chunk.
export { prefetchFirstScreen } from '../firstPaint/routeChunks';

type Loader<M> = () => Promise<M>;
/** A page the router waits for before it moves (lazyPage), as route `lazy` made the data router wait. */
function page<M>(load: Loader<M>, pick: (m: M) => React.ComponentType) {
  const Page = lazyPage(load, pick);
  return { element: <Page /> };
}

/**
 * A framed page's body: a lazy component the router does not wait for, so it renders the frame the
 * HTML holds at once (its Suspense is in FramedRoute).
 */
function body<M>(load: Loader<M>, pick: (m: M) => React.ComponentType) {
  const Body = lazy(() => load().then((m) => ({ default: pick(m) })));
  return { element: <Body /> };
}

// Plain lazy components, not lazyPage: the router then moves without waiting for any chunk, and its
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

// The Suspense shows the loading shell while the first page's code arrives (the data router's
// HydrateFallback); later moves wait for the code before they commit (PortalRouter), so it stays hidden.
const afterRehydration = (
  <Rehydrated fallback={<LoadingShell />}>
    <PrivacyNoticeGate>
      <Suspense fallback={<LoadingShell />}>
        <Outlet />
      </Suspense>
    </PrivacyNoticeGate>
  </Rehydrated>
);

/*
 * Screens whose frame the server sends in the HTML (src/firstPaint/frames/shellPages.tsx builds one page per
 * path): the frame is adopted by hydration, outside the waits for localStorage and the privacy-notice
 * check, which only the body goes through.
 */
const framedScreens: RouteObject[] = [
  // The frame is the whole page: the route's own element is nothing (said, so react-router does not warn).
  { element: <FramedRoute frame={WelcomeFrame} />, children: [{ path: paths.welcome, element: null }] },
  {
    // The 8 steps are painted without antd (plain HTML in antd's look; StepFrame gives antd's type): any
    // antd component brings antd's theme, style engine and stylesheet, and the steps would not fit their
    // 200 KB budget.
    element: <FramedRoute frame={StepFrame} />,
    children: [
      { path: paths.infoPersonal, ...body(onboarding, (m) => m.InfoPersonalPage) },
      { path: paths.familyHistory, ...body(onboarding, (m) => m.FamilyHistoryPage) },
      { path: paths.personalHistory, ...body(onboarding, (m) => m.PersonalHistoryPage) },
      { path: paths.urinaryHealth, ...body(onboarding, (m) => m.UrinaryHealthPage) },
      { path: paths.pathologicalHistory, ...body(onboarding, (m) => m.PathologicalHistoryPage) },
      { path: paths.gynecologicalInfo, ...body(onboarding, (m) => m.GynecologicalInfoPage) },
      { path: paths.perimenopause, ...body(onboarding, (m) => m.PerimenopausePage) },
      { path: paths.terms, ...body(terms, (m) => m.SignatureStep) },
    ],
  },
  // The payment pages paint without antd; their frames give antd's type and FeedbackLayout their toasts.
  {
    element: <FramedRoute frame={SubscriptionFrame} />,
    children: [{ element: <RequireSession />, children: [{ path: paths.subscription, ...body(payments, (m) => m.SubscriptionPage) }] }],
  },
  {
    // Every return from the checkout, with or without its session id: the heading and lead the HTML brings
    // are the card return's, which an OXXO voucher changes once its status answers.
    element: <FramedRoute frame={PaymentSuccessFrame} />,
    children: [{ element: <RequireSession />, children: [{ path: paths.paymentSuccess, ...body(payments, (m) => m.PaymentSuccessPage) }] }],
  },
  {
    element: <FramedRoute frame={PaymentCancelledFrame} />,
    children: [
      { element: <RequireSession />, children: [{ path: paths.paymentCancelled, ...body(payments, (m) => m.PaymentCancelledPage) }] },
    ],
  },
];

// One element for every dashboard path: moving between them keeps the dashboard mounted.
const dashboardPage = page(dashboard, (m) => m.default).element;

const pages: RouteObject[] = [
  {
    // The payment pages paint without antd (plain HTML in antd's look, as the dashboard): antd's
    // notification code loads only if a checkout cannot start. The printable voucher and receipt are
    // a chunk of their own, so the plan choice and the checkout's return pages do not carry them.
    ...page(payments, (m) => m.PaymentsFrame),
    children: [
      {
        element: <RequireSession />,
        children: [
          { path: paths.oxxoVoucher, ...page(paymentDocuments, (m) => m.OxxoVoucherPage) },
          { path: paths.paymentReceipt, ...page(paymentDocuments, (m) => m.PaymentReceiptPage) },
        ],
      },
    ],
  },
  {
    // SPEC calls the dashboard unguarded, but it has nothing to show without a session, and a deep link
    // to it must survive the login, so it sits behind the guard too. It is painted
    // without antd (plain HTML in antd's look); its modals and drawer bring antd when first opened.
    element: <RequireSession />,
    children: dashboardPaths.map((path) => ({ path, element: dashboardPage })),
  },
  {
    // The earlier-slot offer's link: no guard, the token in its fragment is the credential for that offer.
    path: paths.earlierSlotOffer,
    ...page(
      () => import(/* webpackChunkName: "earlier-slot" */ '../features/appointments/EarlierSlotOfferPage'),
      (m) => m.EarlierSlotOfferPage,
    ),
  },
  {
    path: paths.mentalHealth,
    ...page(
      () => import(/* webpackChunkName: "misc" */ './MentalHealthPage'),
      (m) => m.default,
    ),
  },
  { path: '*', element: <Navigate to={paths.login} replace /> },
];

/** Rendered by PortalRouter, whose error boundary (RouteError) is around all of them. */
export const routes: RouteObject[] = [
  {
    Component: SessionWatch,
    children: [
      accountScreens,
      // One toast host for the questionnaire and the payment pages (a step's toast survives the move on);
      // it renders no markup of its own, so the frames below still hydrate what the HTML holds.
      { element: <FeedbackLayout />, children: framedScreens },
      { element: afterRehydration, children: pages },
    ],
  },
];
