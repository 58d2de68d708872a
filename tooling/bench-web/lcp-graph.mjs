// What Lighthouse's simulated largest paint waited on, from one run kept by `bench:web`
// (BENCH_WEB_REPORTS=folder BENCH_WEB_ARTIFACTS=1):
//
//   node tooling/bench-web/lcp-graph.mjs /tmp/lh/lighthouse_contracts_13-1.artifacts.json
//
// Lighthouse does not time the page it loaded: it rebuilds the load as a graph of requests and main-thread
// tasks (each request after the task that started it, each task after the scripts it ran) and replays the
// graph on a simulated slow phone and link (Lantern). The largest paint is the mean of two replays: the
// "optimistic" graph (the requests that ended before the observed paint, and the tasks that ran their
// scripts) and the "pessimistic" one (the same with every layout task before it). Each replay ends with its
// last node, so a request that merely ended before the paint counts in full. This prints both replays'
// nodes by their simulated end, the slowest last: the page's path to its largest paint.
import { readFileSync } from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: node lcp-graph.mjs <run>.artifacts.json');
  process.exit(2);
}
const a = JSON.parse(readFileSync(file, 'utf8'));
const data = {
  trace: a.Trace,
  devtoolsLog: a.DevtoolsLog,
  gatherContext: a.GatherContext,
  settings: a.settings,
  URL: a.URL,
  SourceMaps: a.SourceMaps ?? [],
  simulator: null,
};
const result = await LanternLargestContentfulPaint.request(data, {
  computedCache: new Map(),
  settings: a.settings,
});

const origin = new URL(a.URL.finalDisplayedUrl ?? a.URL.mainDocumentUrl).origin;
function label(node) {
  if (node.type === 'network') {
    const r = node.request;
    return `${r.resourceType ?? ''} ${r.url.replace(origin, '')} ${Math.round((r.transferSize ?? 0) / 1024)} KB`;
  }
  const urls = [...node.getEvaluateScriptURLs()].map((u) => u.replace(origin, '').replace('/assets/', ''));
  const layout = node.didPerformLayout() ? ' layout' : '';
  return `task ${Math.round(node.duration / 1000)} ms observed${layout}${urls.length ? ` runs ${urls.join(', ')}` : ''}`;
}
for (const [name, estimate] of [
  ['optimistic', result.optimisticEstimate],
  ['pessimistic', result.pessimisticEstimate],
]) {
  console.log(`\n${name}: ${Math.round(estimate.timeInMs)} ms`);
  const rows = [...estimate.nodeTimings.entries()].sort((x, y) => x[1].endTime - y[1].endTime);
  for (const [node, t] of rows)
    console.log(
      `${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${label(node)}`,
    );
}
console.log(`\nlargest paint: ${Math.round(result.timing)} ms`);
