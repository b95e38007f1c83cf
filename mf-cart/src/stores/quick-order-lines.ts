import type { QuickOrderResolvedLine } from '@shop/contracts';
import { create } from 'zustand';
import { readQuantity, type GivenLine } from '../features/quick-order/rows-to-lines';

/** One line of the quick order page as the buyer has it now. */
export interface QuickLine {
  key: number;
  code: string;
  quantityText: string;
  /** The server's answer for this line's code and quantity; null until checked, and again after an edit. */
  resolved: QuickOrderResolvedLine | null;
  /** Why the cart refused the line when all were added (the server's words), until it is edited. */
  refusal: string | null;
}

interface QuickOrderLinesState {
  lines: QuickLine[];
  /** Lines pasted or read from a file go below those the page has; their keys, to check them. */
  append: (given: GivenLine[]) => number[];
  edit: (key: number, change: Partial<Pick<QuickLine, 'code' | 'quantityText'>>) => void;
  remove: (key: number) => void;
  /** The server's answers, one per key, for the lines as they were sent. */
  resolve: (answers: { key: number; answer: QuickOrderResolvedLine }[]) => void;
  refuse: (refusals: Map<number, string>) => void;
  clear: () => void;
}

let nextKey = 1;

export const useQuickOrderLines = create<QuickOrderLinesState>()((set) => ({
  lines: [],
  append: (given) => {
    const added = given.map((line) => ({
      key: nextKey++,
      code: line.code,
      quantityText: line.quantityText,
      resolved: null,
      refusal: null,
    }));
    set((state) => ({ lines: [...state.lines, ...added] }));
    return added.map((line) => line.key);
  },
  edit: (key, change) =>
    set((state) => ({
      lines: state.lines.map((line) =>
        line.key === key ? { ...line, ...change, resolved: null, refusal: null } : line,
      ),
    })),
  remove: (key) => set((state) => ({ lines: state.lines.filter((line) => line.key !== key) })),
  resolve: (answers) =>
    set((state) => {
      const byKey = new Map(answers.map(({ key, answer }) => [key, answer]));
      // An answer for a line edited since it was sent is no answer for what it says now.
      return {
        lines: state.lines.map((line) => {
          const answer = byKey.get(line.key);
          return answer && answer.code === line.code.trim() && answer.quantity === readQuantity(line.quantityText)
            ? { ...line, resolved: answer, refusal: null }
            : line;
        }),
      };
    }),
  refuse: (refusals) =>
    set((state) => ({
      lines: state.lines.map((line) => (refusals.has(line.key) ? { ...line, refusal: refusals.get(line.key)! } : line)),
    })),
  clear: () => set({ lines: [] }),
}));

/** A line the cart can take as it is: checked, no problem, not refused. */
export const isReady = (line: QuickLine) => line.resolved !== null && line.resolved.problem === null && !line.refusal;
