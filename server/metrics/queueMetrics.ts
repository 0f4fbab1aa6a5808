import { Counter, Gauge, type Registry } from 'prom-client';

export type MessageChannel = 'email' | 'whatsapp';

/** Jobs not finished, by queue: due now (waiting or waiting to retry), scheduled for later, or running. */
export interface QueueDepth {
  queue: string;
  state: 'due' | 'scheduled' | 'active';
  jobs: number;
}

/** What the job queue and the senders report as they work (server/jobs/queue.ts, the reminders' WhatsApp job). */
export interface JobObserver {
  /** One attempt at a job of `queue` ended: `failed` attempts are retried until the queue's limit. */
  attempt(queue: string, outcome: 'completed' | 'failed'): void;
  /** A message was handed over (`sent`), an attempt failed (`failed`: its job is retried up to the queue's limit), or it was refused for good (`refused`). */
  message(channel: MessageChannel, outcome: 'sent' | 'failed' | 'refused'): void;
}

export function registerQueueMetrics(registry: Registry, depth: () => Promise<QueueDepth[]> | undefined): JobObserver {
  const attempts = new Counter({
    name: 'ella_job_attempts_total',
    help: 'Job attempts by queue (mail, reminder, whatsapp) and outcome (completed, failed).',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  const messages = new Counter({
    name: 'ella_messages_total',
    help: 'Messages by channel (email, whatsapp) and outcome (sent; failed: an attempt failed, retried up to the queue limit; refused: never sent).',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'ella_job_queue_depth',
    help: 'Jobs not finished, by queue and state (due: waiting to run now, scheduled: for later, active: running).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      // An unreachable database leaves the series out of this scrape rather than failing the whole answer.
      const rows = await depth()?.catch(() => []);
      for (const row of rows ?? []) this.set({ queue: row.queue, state: row.state }, row.jobs);
    },
  });
  return {
    attempt: (queue, outcome) => attempts.inc({ queue, outcome }),
    message: (channel, outcome) => messages.inc({ channel, outcome }),
  };
}
