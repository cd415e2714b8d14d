// The price texts are shared with the home page's cards: src/content/offerText.ts.
export * from '../../content/offerText';
