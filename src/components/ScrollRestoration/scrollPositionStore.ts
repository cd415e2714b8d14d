import type { SavedScrollPosition } from '../../machines/scrollRestoration';

/** Spec section 3: scroll position records live in localStorage under this key. */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';

type Positions = Record<string, SavedScrollPosition>;

const isPosition = (value: unknown): value is SavedScrollPosition =>
  typeof value === 'object' &&
  value !== null &&
  ['x', 'y', 'timestamp'].every((field) => Number.isFinite((value as Record<string, unknown>)[field]));

/**
 * Reads and writes scroll positions. Storage may be missing, full, blocked or
 * hold anything: every failure is logged and the site carries on (spec section 8).
 */
export function createScrollPositionStore(getStorage: () => Storage) {
  function readAll(): Positions {
    try {
      const raw = getStorage().getItem(SCROLL_POSITIONS_KEY);
      if (raw === null) return {};
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isPosition(value))) as Positions;
    } catch (error) {
      console.warn('Could not read saved scroll positions; starting afresh.', error);
      return {};
    }
  }

  function writeAll(positions: Positions): void {
    try {
      getStorage().setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
    } catch (error) {
      console.warn('Could not save scroll positions.', error);
    }
  }

  return {
    read(path: string): SavedScrollPosition | null {
      return readAll()[path] ?? null;
    },
    save(path: string, position: SavedScrollPosition): void {
      writeAll({ ...readAll(), [path]: position });
    },
    purgeOlderThan(maxAgeMs: number, now: number): void {
      const positions = readAll();
      const fresh = Object.fromEntries(Object.entries(positions).filter(([, position]) => now - position.timestamp < maxAgeMs));
      if (Object.keys(fresh).length !== Object.keys(positions).length) writeAll(fresh);
    },
  };
}
