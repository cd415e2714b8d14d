import type { I18n, MessageDescriptor } from '@lingui/core';
import type { CardGridItem } from './CardGrid';

/** A card as page data: a title and a paragraph, translated where it is shown. */
export interface TextCard {
  id: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export function textCardItems(i18n: I18n, cards: readonly TextCard[]): CardGridItem[] {
  return cards.map((card) => ({ id: card.id, title: i18n._(card.title), text: i18n._(card.description) }));
}
