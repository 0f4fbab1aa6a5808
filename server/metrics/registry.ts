import { collectDefaultMetrics, Registry } from 'prom-client';
import type { PoolUse } from '../db/types';
import { registerBackupMetrics } from './backupMetrics';
import { httpDuration, type HttpDuration } from './httpMetrics';
import { registerPoolMetrics } from './poolMetrics';
import { registerQueueMetrics, type JobObserver, type QueueDepth } from './queueMetrics';

/** Where the gauges read their values when Prometheus scrapes. */
export interface MetricSources {
  queueDepth(): Promise<QueueDepth[]>;
  /** Absent on PGlite, which has no pool. */
  poolUse?: () => PoolUse;
}

/**
 * The metrics of one server context, on a registry of their own: tests build many servers in one process,
 * and prom-client's global registry would refuse the second one's metrics.
 */
export interface Metrics {
  readonly registry: Registry;
  readonly http: HttpDuration;
  /** Handed to the job queue and the senders, which count as they work. */
  readonly jobs: JobObserver;
  /** Points the gauges at the context's queue and database (buildApp does; again on the same context is harmless). */
  watch(sources: MetricSources): void;
}

/** `processMetrics` adds prom-client's process and Node series (CPU, memory, event loop lag): the server's, not the tests'. */
export function createMetrics({ processMetrics = false } = {}): Metrics {
  const registry = new Registry();
  let sources: MetricSources | undefined;
  let poolWatched = false;
  const jobs = registerQueueMetrics(registry, () => sources?.queueDepth());
  registerBackupMetrics(registry);
  if (processMetrics) collectDefaultMetrics({ register: registry });
  return {
    registry,
    http: httpDuration(registry),
    jobs,
    watch(next) {
      sources = next;
      if (next.poolUse && !poolWatched) {
        poolWatched = true;
        registerPoolMetrics(registry, () => sources?.poolUse?.());
      }
    },
  };
}
