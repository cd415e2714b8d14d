import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScrollPositionStore, SCROLL_POSITIONS_KEY } from '../../src/components/ScrollRestoration/scrollPositionStore';
import { memoryStorage } from '../support/memoryStorage';

afterEach(() => vi.restoreAllMocks());

describe('scroll position store', () => {
  it('saves and reads positions per path under "scroll-positions"', () => {
    const storage = memoryStorage();
    const store = createScrollPositionStore(() => storage);
    store.save('/en/about', { x: 0, y: 420, timestamp: 1000 });
    store.save('/kontakt', { x: 0, y: 10, timestamp: 2000 });
    expect(store.read('/en/about')).toEqual({ x: 0, y: 420, timestamp: 1000 });
    expect(JSON.parse(storage.getItem(SCROLL_POSITIONS_KEY)!)).toHaveProperty('/kontakt');
    expect(store.read('/nowhere')).toBeNull();
  });

  it('ignores corrupted JSON with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createScrollPositionStore(() => memoryStorage({ [SCROLL_POSITIONS_KEY]: '{not json' }));
    expect(store.read('/')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('drops entries of the wrong shape and keeps the good ones', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const saved = JSON.stringify({ '/good': { x: 1, y: 2, timestamp: 3 }, '/bad': { x: '1', y: 2 }, '/worse': null });
    const store = createScrollPositionStore(() => memoryStorage({ [SCROLL_POSITIONS_KEY]: saved }));
    expect(store.read('/good')).toEqual({ x: 1, y: 2, timestamp: 3 });
    expect(store.read('/bad')).toBeNull();
    expect(store.read('/worse')).toBeNull();
    for (const wrongType of ['[]', '"text"', '42', 'null']) {
      expect(createScrollPositionStore(() => memoryStorage({ [SCROLL_POSITIONS_KEY]: wrongType })).read('/')).toBeNull();
    }
  });

  it('logs instead of throwing when storage is full or blocked', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    expect(() => createScrollPositionStore(() => full).save('/', { x: 0, y: 1, timestamp: 1 })).not.toThrow();
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(() => createScrollPositionStore(blocked).read('/')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('purges entries older than the limit', () => {
    const storage = memoryStorage();
    const store = createScrollPositionStore(() => storage);
    store.save('/old', { x: 0, y: 1, timestamp: 0 });
    store.save('/new', { x: 0, y: 1, timestamp: 5000 });
    store.purgeOlderThan(3000, 6000);
    expect(store.read('/old')).toBeNull();
    expect(store.read('/new')).not.toBeNull();
  });
});
