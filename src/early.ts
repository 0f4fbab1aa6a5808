import { askDashboardDataEarly } from './app/earlyDashboardData';

// Inline in the dashboard's pages (webpack.config.ts), allowed by its hash in their CSP (server/http/static.ts).
// One task later: the browser has by then been asked for the app's code (preloaded above), which on HTTP/1.1
// would otherwise wait for a free connection behind her data's four requests.
setTimeout(() => {
  window.ellaEarlyAnswers = askDashboardDataEarly(window.location);
}, 0);
