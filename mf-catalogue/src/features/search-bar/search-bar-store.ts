import { create } from 'zustand';
import type { SearchTab } from './search-rules';

interface SearchBarState {
  /** What the input holds. */
  query: string;
  /** The dropdown may show (the input has been used since the last reset). */
  open: boolean;
  tab: SearchTab;
  /** The option chosen with the arrow keys, -1 for none. */
  activeIndex: number;
  setQuery: (query: string) => void;
  setOpen: (open: boolean) => void;
  setTab: (tab: SearchTab) => void;
  setActiveIndex: (index: number) => void;
  /** Close, item click and route change: empty input, closed dropdown, first tab. */
  reset: () => void;
}

const initial = { query: '', open: false, tab: 'products' as SearchTab, activeIndex: -1 };

/** UI state of the header search (server data lives in react-query). */
export const useSearchBarStore = create<SearchBarState>()((set) => ({
  ...initial,
  setQuery: (query) => set({ query, open: true, activeIndex: -1 }),
  setOpen: (open) => set({ open }),
  setTab: (tab) => set({ tab, activeIndex: -1 }),
  setActiveIndex: (activeIndex) => set({ activeIndex }),
  reset: () => set(initial),
}));
