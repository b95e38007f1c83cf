import { MemoryClickRankings } from '../src/adapters/memory/memory-click-rankings';
import { clickRankingsContract } from './click-rankings.contract';

describe('MemoryClickRankings', () => {
  clickRankingsContract(
    async () => new MemoryClickRankings(),
    async (rankings) => rankings.close(),
  );
});
