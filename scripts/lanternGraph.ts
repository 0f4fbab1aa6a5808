/**
 * What Lighthouse's phone simulation (Lantern) put before a page's largest paint, and when: every request
 * and main-thread task of the LCP's graph with its simulated start and end in ms. The simulated LCP is
 * the end of that graph, so this says which file, request or task to move when the figure does not.
 *   LIGHTHOUSE_GRAPH=1 npm run lighthouse -- /dashboard
 */
import type { RunnerResult } from 'lighthouse';

interface GraphNode {
  type: string;
  request?: { url: string; transferSize: number };
  childEvents?: Array<{ name: string; dur?: number; args?: { data?: { url?: string } } }>;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}
interface LanternLcp {
  request(data: unknown, context: unknown): Promise<{ optimisticEstimate: Estimate }>;
}

export async function printLcpGraph(result: RunnerResult, origin: string) {
  const module = (await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js')) as unknown as {
    LanternLargestContentfulPaint: LanternLcp;
  };
  const a = result.artifacts as unknown as Record<string, unknown>;
  const { optimisticEstimate } = await module.LanternLargestContentfulPaint.request(
    {
      trace: a.Trace,
      devtoolsLog: a.DevtoolsLog,
      gatherContext: a.GatherContext,
      settings: result.lhr.configSettings,
      URL: a.URL,
      SourceMaps: a.SourceMaps,
      simulator: null,
    },
    { computedCache: new Map() },
  );
  const rows = [...optimisticEstimate.nodeTimings.entries()].sort(([, x], [, y]) => x.startTime - y.startTime);
  console.log(`  simulated LCP graph (${Math.round(optimisticEstimate.timeInMs)} ms):`);
  for (const [node, { startTime, endTime }] of rows) {
    const what = node.request
      ? `${node.request.url.replace(origin, '')} (${(node.request.transferSize / 1024).toFixed(1)} KB)`
      : `task: ${(node.childEvents ?? [])
          .filter((event) => (event.dur ?? 0) > 1000)
          .slice(0, 4)
          .map((event) => `${event.name}${event.args?.data?.url ? ` ${event.args.data.url.replace(origin, '')}` : ''}`)
          .join(', ')}`;
    console.log(`  ${String(Math.round(startTime)).padStart(6)} ${String(Math.round(endTime)).padStart(6)}  ${what}`);
  }
}
