// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moveFocus } from '../../src/lib/moveFocus';

describe('moveFocus: focus-management failures are logged (spec section 8)', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<button id="ok">OK</button><div id="plain">text</div>';
  });
  afterEach(() => vi.restoreAllMocks());

  it('moves focus silently when it lands', () => {
    const button = document.getElementById('ok');
    expect(moveFocus(button, 'test: to the button')).toBe(true);
    expect(document.activeElement).toBe(button);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns, naming the purpose, when there is no element', () => {
    expect(moveFocus(null, 'test: to nothing')).toBe(false);
    expect(warn).toHaveBeenCalledExactlyOnceWith('Focus management: test: to nothing: no element to focus.');
  });

  it('warns, naming the element, when focus does not land', () => {
    // as a hidden, inert or disabled element would (the browser tests meet the real ones)
    const plain = document.getElementById('plain')!;
    plain.focus = () => {};
    expect(moveFocus(plain, 'test: to a div')).toBe(false);
    expect(warn).toHaveBeenCalledExactlyOnceWith('Focus management: test: to a div: focus did not land on <div>.');
  });
});
