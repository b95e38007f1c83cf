import { InProcessEventBus } from '../src';
import { eventBusContract } from './event-bus.contract';

describe('InProcessEventBus (embedded bus) contract', () => {
  eventBusContract(async () => new InProcessEventBus());
});
