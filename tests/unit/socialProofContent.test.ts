import { describe, expect, it } from 'vitest';
import { alternateEntries, socialProofEntries } from '../../src/pages/services/belowFold/content/socialProof';

describe('social-proof entries', () => {
  it('alternate activity and urgency, starting with activity', () => {
    expect(socialProofEntries.map((entry) => entry.type)).toEqual(['activity', 'urgency', 'activity', 'urgency', 'activity', 'urgency']);
  });

  it('put what one list has left over at the end', () => {
    const a = { id: 'a' };
    const b = { id: 'b' };
    const c = { id: 'c' };
    expect(alternateEntries([a, b], [c]).map((entry) => [entry.type, entry.content.id])).toEqual([
      ['activity', 'a'],
      ['urgency', 'c'],
      ['activity', 'b'],
    ]);
  });

  it('never look like live activity of a real person: a kind of business, no name, no time', () => {
    for (const entry of socialProofEntries.filter((item) => item.type === 'activity')) {
      const text = entry.content.message ?? '';
      expect(text).toMatch(/^A (law firm|fashion boutique|restaurant group|business) in /);
      expect(text).not.toMatch(/\b(ago|minutes?|hours?|today|yesterday|just now|recently)\b/i);
    }
  });
});
