import type { EventEnvelope } from '@shop/contracts';
import type { Readiness } from '../src/events/event-bus';
import { InProcessEventBus } from '../src/events/in-process-bus';

/** How the fake broker answers a publish: as usual, never (a send that hangs), or with an error. */
export type BrokerState = 'up' | 'hangs' | 'throws';

/**
 * The in-process bus behind a broker that can go away: while it hangs or throws, every publish
 * does so and readiness is red; back up, publishing works again. Publishes that hung stay
 * unanswered, as a send into a dead connection may.
 */
export class BrokerOutageBus extends InProcessEventBus {
  state: BrokerState = 'up';
  /** Publishes that were answered, in the order they were made. */
  readonly accepted: EventEnvelope[] = [];

  override async publishEnvelope(envelope: EventEnvelope): Promise<void> {
    if (this.state === 'hangs') return new Promise<void>(() => undefined);
    if (this.state === 'throws') throw new Error('kafka unreachable: connect ECONNREFUSED');
    await super.publishEnvelope(envelope);
    this.accepted.push(envelope);
  }

  override async ready(): Promise<Readiness> {
    return this.state === 'up' ? super.ready() : { ok: false, detail: 'kafka unreachable: connect ECONNREFUSED' };
  }
}
