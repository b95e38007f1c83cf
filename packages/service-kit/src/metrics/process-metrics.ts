import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { collectDefaultMetrics, Gauge, type Registry } from 'prom-client';

/**
 * prom-client's default metrics (process_cpu_seconds_total, process_resident_memory_bytes,
 * nodejs_heap_size_used_bytes, nodejs_eventloop_lag_seconds, nodejs_gc_duration_seconds, ...) and
 * nodejs_eventloop_utilization: the share of the time since the previous scrape the event loop was
 * busy. Lag says how late a timer fired; utilisation says how close the process is to saturation,
 * which is what an autoscaler of a single-threaded service wants to read.
 */
export function registerProcessMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry });
  let previous: EventLoopUtilization = performance.eventLoopUtilization();
  new Gauge({
    name: 'nodejs_eventloop_utilization',
    help: 'Share of the time since the previous scrape the event loop was busy (0 to 1).',
    registers: [registry],
    collect() {
      const now = performance.eventLoopUtilization();
      this.set(performance.eventLoopUtilization(now, previous).utilization);
      previous = now;
    },
  });
}
