import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let storage: Map<string, string>;
let root: { dataset: Record<string, string | undefined> };

/** The store as a fresh page loads it: nothing read from the device yet. */
const freshStore = async () => {
  vi.resetModules();
  return import('./text-size');
};

beforeEach(() => {
  storage = new Map();
  root = { dataset: {} };
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
  vi.stubGlobal('document', { documentElement: root });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the text size kept on the device', () => {
  it('is normal on a device where none was chosen, and sets nothing on the page', async () => {
    const store = await freshStore();
    store.applyStoredTextSize();
    expect(store.textSizeInUse()).toBe('normal');
    expect(root.dataset.textSize).toBeUndefined();
  });

  it('applies a choice at once, keeps it, and the next start applies it again', async () => {
    const store = await freshStore();
    store.changeTextSize('largest');
    expect(root.dataset.textSize).toBe('largest');
    expect(storage.get('text_size')).toBe('largest');

    root.dataset = {};
    const nextStart = await freshStore();
    nextStart.applyStoredTextSize();
    expect(nextStart.textSizeInUse()).toBe('largest');
    expect(root.dataset.textSize).toBe('largest');
  });

  it('back to normal removes the step from the page and the device', async () => {
    const store = await freshStore();
    store.changeTextSize('large');
    store.changeTextSize('normal');
    expect(root.dataset.textSize).toBeUndefined();
    expect(storage.has('text_size')).toBe(false);
    expect(store.textSizeInUse()).toBe('normal');
  });

  it('reads a value it does not know as normal', async () => {
    storage.set('text_size', 'huge');
    const store = await freshStore();
    store.applyStoredTextSize();
    expect(store.textSizeInUse()).toBe('normal');
    expect(root.dataset.textSize).toBeUndefined();
  });

  it('holds a choice for this visit where storage is disabled', async () => {
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('disabled');
        },
        setItem: () => {
          throw new Error('disabled');
        },
        removeItem: () => {
          throw new Error('disabled');
        },
      },
    });
    const store = await freshStore();
    store.changeTextSize('large');
    expect(store.textSizeInUse()).toBe('large');
    expect(root.dataset.textSize).toBe('large');
  });
});
