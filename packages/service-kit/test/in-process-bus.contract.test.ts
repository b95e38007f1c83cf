import { InProcessEventBus } from '../src';
import { eventBusContract } from './event-bus.contract';

describe('InProcessEventBus (embedded bus) contract', () => {
  eventBusContract({
    create: async ({ metrics, logger }) => new InProcessEventBus({ metrics, logger }),
    deadLetters: async (bus, topic) => (bus as InProcessEventBus).deadLetters(topic),
  });
});
