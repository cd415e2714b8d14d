import { describe, expect, it, vi } from 'vitest';
import { createResourceCache } from '../../src/lib/resource';

describe('resource cache', () => {
  it('loads a key once and reports the value through peek and the tracked promise', async () => {
    const loader = vi.fn(async (key: string) => `value of ${key}`);
    const cache = createResourceCache(loader);
    const first = cache.load('a');
    expect(cache.load('a')).toBe(first);
    expect(cache.peek('a')).toBeUndefined();
    await expect(first).resolves.toBe('value of a');
    expect(cache.peek('a')).toBe('value of a');
    expect((first as { status?: string }).status).toBe('fulfilled');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure (a render that reads it again does not start a new request) until it is forgotten', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('back');
    const cache = createResourceCache<string, string>(loader);
    const failed = cache.load('page');
    await expect(failed).rejects.toThrow('offline');
    expect(cache.load('page')).toBe(failed);
    expect(loader).toHaveBeenCalledTimes(1);
    cache.forgetFailure('page');
    await expect(cache.load('page')).resolves.toBe('back');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('does not forget a load that succeeded or is still under way', async () => {
    const loader = vi.fn(async () => 'kept');
    const cache = createResourceCache<string, string>(loader);
    const pending = cache.load('x');
    cache.forgetFailure('x');
    expect(cache.load('x')).toBe(pending);
    await pending;
    cache.forgetFailure('x');
    expect(cache.load('x')).toBe(pending);
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
