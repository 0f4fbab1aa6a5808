import { Gauge, type Registry } from 'prom-client';
import type { PoolUse } from '../db/types';

/** The PostgreSQL pool's use, read when scraped. PGlite has no pool (one connection inside the process): no series. */
export function registerPoolMetrics(registry: Registry, use: () => PoolUse | undefined): void {
  new Gauge({
    name: 'ella_db_pool_connections',
    help: 'Connections of the PostgreSQL pool by state (idle, busy).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const now = use();
      if (!now) return;
      this.set({ state: 'idle' }, now.idle);
      this.set({ state: 'busy' }, now.total - now.idle);
    },
  });
  new Gauge({
    name: 'ella_db_pool_waiting_queries',
    help: 'Queries waiting for a free connection of the PostgreSQL pool.',
    registers: [registry],
    collect() {
      this.set(use()?.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'ella_db_pool_max_connections',
    help: 'Most connections the PostgreSQL pool opens.',
    registers: [registry],
    collect() {
      this.set(use()?.max ?? 0);
    },
  });
}
