import { describe, expect, it } from 'vitest';
import { type Box, floatingLayers, isFloatingLayerName, mustGiveWay } from '../../src/floating/layers';

/** A box from its left, top, width and height. */
const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height });

// A 375 × 812 phone: the accessibility button bottom right, the notice bottom left.
const roundButton = box(311, 748, 48, 48);
const notice = box(16, 676, 295, 120);

describe('floating layers give way to the page', () => {
  it('a round button gives way over the centre of a control, not over the edge of a wide one', () => {
    const smallLink = box(300, 760, 40, 24); // centre (320, 772): under the button
    const wideButton = box(24, 750, 327, 48); // centre (187.5, 774): clear of it
    expect(mustGiveWay('centre', roundButton, [smallLink], null)).toBe(true);
    expect(mustGiveWay('centre', roundButton, [wideButton], null)).toBe(false);
    expect(mustGiveWay('centre', roundButton, [], null)).toBe(false);
  });

  it('a centre a fraction of a pixel off the edge counts as under it (the browser hit-tests whole pixels)', () => {
    const offerTab = box(0, 748, 239, 48);
    const field = box(41, 725.73, 293, 44); // centre (187.5, 747.73), the tab's top 748
    expect(mustGiveWay('centre', offerTab, [field], null)).toBe(true);
    const above = box(41, 700, 293, 44); // centre y 722: 26 px above the tab
    expect(mustGiveWay('centre', offerTab, [above], null)).toBe(false);
  });

  it('a notice gives way over any part of a control', () => {
    const buttonEdge = box(290, 780, 80, 40); // its centre is beside the notice, its left part under it
    expect(mustGiveWay('text', notice, [buttonEdge], null)).toBe(true);
    expect(mustGiveWay('centre', notice, [buttonEdge], null)).toBe(false);
    const above = box(16, 600, 200, 40);
    expect(mustGiveWay('text', notice, [above], null)).toBe(false);
  });

  it('a notice gives way over any line of text, a button only over controls (issue 36: the notice covered a heading at load)', () => {
    const heading = box(144, 780, 600, 40); // a heading's text, its left end under the notice
    expect(mustGiveWay('text', notice, [], null, [heading])).toBe(true);
    expect(mustGiveWay('centre', roundButton, [], null, [box(300, 760, 40, 20)])).toBe(false);
    const beside = box(320, 600, 40, 20);
    expect(mustGiveWay('text', notice, [], null, [beside])).toBe(false);
  });

  it('every layer gives way over any part of the focused element', () => {
    const focusedWideButton = box(24, 750, 327, 48);
    expect(mustGiveWay('centre', roundButton, [focusedWideButton], focusedWideButton)).toBe(true);
    expect(mustGiveWay('centre', roundButton, [], box(24, 600, 327, 48))).toBe(false);
  });

  it('knows every layer by its name, and nothing else', () => {
    for (const name of Object.keys(floatingLayers)) expect(isFloatingLayerName(name)).toBe(true);
    expect(isFloatingLayerName('toString')).toBe(false);
    expect(isFloatingLayerName(null)).toBe(false);
  });
});
