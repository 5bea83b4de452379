// The papers a token slip prints on: the 58 mm and 80 mm rolls of thermal receipt printers and an A6 sheet.
// A roll's page is as long as a slip needs (a printer cuts it there); each paper's slip width is set in
// waiting-room.css (.slip-paper-*). The clinic's choice is remembered on the device.
import { useState } from 'react';
import type { TextKey } from '../../lib/text-key';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage';

export const PAPERS = ['58mm', '80mm', 'A6'] as const;
export type Paper = (typeof PAPERS)[number];
const DEFAULT_PAPER: Paper = '80mm';

/** The CSS @page size of each paper, and its name on the picker. */
export const PAPER_PAGE: Record<Paper, { size: string; name: TextKey }> = {
  '58mm': { size: '58mm 130mm', name: 'waitingRoom.slip.paper58' },
  '80mm': { size: '80mm 150mm', name: 'waitingRoom.slip.paper80' },
  A6: { size: 'A6 portrait', name: 'waitingRoom.slip.paperA6' },
};

function isPaper(value: unknown): value is Paper {
  return typeof value === 'string' && (PAPERS as readonly string[]).includes(value);
}

/** The paper chosen on this device (80 mm until one is chosen), and its setter. */
export function useSlipPaper(): [Paper, (paper: Paper) => void] {
  const [paper, setPaper] = useState<Paper>(() => {
    const stored = readStorage(STORAGE_KEYS.slipPaper);
    return isPaper(stored) ? stored : DEFAULT_PAPER;
  });
  const choose = (next: Paper) => {
    writeStorage(STORAGE_KEYS.slipPaper, next);
    setPaper(next);
  };
  return [paper, choose];
}
