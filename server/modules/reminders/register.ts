import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { registerReminderJobs } from './jobs';
import { registerOptOutPage } from './optOutPage';

export { reminderHandlers } from './handlers';

/** Reminders in one call from server/app.ts: the queue handlers and the opt-out page. */
export async function registerReminders(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerReminderJobs(ctx);
  await registerOptOutPage(app, ctx);
}
