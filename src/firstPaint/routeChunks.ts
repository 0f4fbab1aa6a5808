import { dashboardPaths, paths } from '../../common/paths';
import { stepOfPath } from './frames/stepOfPath';

/*
 * One lazy chunk per route group, named here (scripts/size.ts budgets them by these names and the
 * dashboard's pages preload `dashboard` by name): the login screen downloads none of the portal. Each
 * loader is one call site for every route of its group, so the start chunk carries one per group.
 */
export const auth = () => import(/* webpackChunkName: "auth" */ './chunks/authPages');
export const onboarding = () => import(/* webpackChunkName: "onboarding" */ './chunks/onboardingPages');
// Step 8 is a chunk of its own: only it needs signature_pad (steps 1–7 stay under their budget).
export const terms = () => import(/* webpackChunkName: "onboarding-terms" */ '../features/onboarding/SignatureStep');
export const payments = () => import(/* webpackChunkName: "payments" */ './chunks/paymentPages');
export const paymentDocuments = () => import(/* webpackChunkName: "payments-documents" */ './chunks/paymentDocuments');
export const dashboard = () => import(/* webpackChunkName: "dashboard" */ '../app/DashboardRoute');

const accountPaths = new Set<string>([paths.root, paths.login, paths.register]);

const paymentPaths = new Set<string>([paths.subscription, paths.paymentSuccess, paths.paymentCancelled]);

/** Starts fetching the first screen's code with the router instead of after the first render. */
export function prefetchFirstScreen(pathname: string) {
  if (accountPaths.has(pathname)) void auth();
  if (pathname === paths.terms) void terms();
  else if (pathname in stepOfPath) void onboarding();
  if (dashboardPaths.includes(pathname)) void dashboard();
  if (paymentPaths.has(pathname)) void payments();
}
