declare module '../../context' {
  interface ServerConfig {
    /** How long an unused session token stays valid; SESSION_IDLE_MS when absent. */
    sessionIdleMs?: number;
  }
}

const minute = 60_000;
/**
 * The client enforces SPEC's 5 idle minutes (then a 30 s warning) and revokes the token when they run
 * out, so the server's window is only the backstop for a tab that vanished. It must outlast the warning
 * ('Seguir conectada' has to work at 5:29) and the 10-minute pending-payment trip to the hosted checkout,
 * during which the portal makes no request at all: 10 minutes plus 5 of margin.
 */
export const SESSION_IDLE_MS = 15 * minute;

/**
 * The idle window of this server: `ELLA_TEST_SESSION_IDLE_MS` shortens it for the browser journeys that
 * wait it out in real time, and is ignored in production. No request can change it. Apart from
 * sessions.ts because the wiring's configuration (server/startup/config.ts) reads it, and sessions.ts reads the context.
 */
export function sessionIdleMs(env: NodeJS.ProcessEnv = process.env): number {
  if (env.NODE_ENV === 'production') return SESSION_IDLE_MS;
  const override = Number(env.ELLA_TEST_SESSION_IDLE_MS);
  return Number.isInteger(override) && override > 0 ? override : SESSION_IDLE_MS;
}
