import { paths } from '../../../common/paths';
import { parameterPatterns } from '../../../common/contractShapes.gen';
import { obj, oneOf, type Shape } from '../../../common/redaction';

/**
 * Anyone can type anything into an address bar, so a part of a URL stays only when it has exactly the form
 * the contract gives its value; the portal's one route parameter is a checkout session id.
 */
const checkoutSessionId = new RegExp(parameterPatterns.CheckoutSessionIdPath);
const routeParameters: Record<string, RegExp> = { sessionId: checkoutSessionId };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route of the portal as segments: a literal, or the rule its `:parameter` must meet. */
const routes = Object.values(paths).map((route) =>
  route.split('/').map((segment) => (segment.startsWith(':') ? routeParameters[segment.slice(1)] : new RegExp(`^${escape(segment)}$`))),
);

function isPortalPath(value: string): boolean {
  const segments = value.split('/');
  return routes.some((route) => route.length === segments.length && route.every((rule, i) => rule?.test(segments[i]) === true));
}

/** A path the portal routes keeps its value; anything else is text. */
const pathShape: Shape = (value) => (typeof value === 'string' && isPortalPath(value) ? oneOf(value) : '[text]');
const sessionIdShape: Shape = (value) => (typeof value === 'string' && checkoutSessionId.test(value) ? oneOf(value) : '[text]');

/**
 * The query parameters the portal reads (the checkout's return, the deep links of SPEC §2, the viewer's
 * switch) by what they hold; any other parameter is redacted.
 */
const queryShape = obj({
  session_id: sessionIdShape,
  plan: 'enum',
  agendar: 'enum',
  appointment: 'enum',
  // Typed into a URL by anyone: kept only as "present", like the deep link's saved parameters.
  servicio: '[text]',
  service: '[text]',
  especialidad: '[text]',
  specialty: '[text]',
  fecha: 'date',
  date: 'date',
  hora: 'date',
  time: 'date',
  replay: 'enum',
});

export const navigationShape = obj({ path: pathShape, query: queryShape, action: oneOf('POP', 'PUSH', 'REPLACE') });
