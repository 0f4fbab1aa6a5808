import { askDashboardDataEarly } from './earlyDashboardData';
import { formatWeekdayDate } from '../../../common/dates.gen';

// Inline in the dashboard's pages (webpack.config.ts), allowed by its hash in their CSP (server/http/static.ts).
// One task later: the browser has by then been asked for the app's code (preloaded above), which on HTTP/1.1
// would otherwise wait for a free connection behind her data's four requests.
setTimeout(() => {
  window.ellaEarlyAnswers = askDashboardDataEarly(window.location);
}, 0);

// The dashboard's first paint is her appointments' dates. The first date format a page builds loads the
// locale's and the zone's data (about 50 ms on a phone), so it is built here, in a task of its own while the
// app's code is still downloading and the main thread has nothing else to do, not in the first render.
setTimeout(() => formatWeekdayDate(0), 0);
