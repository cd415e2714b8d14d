import type { MessageDescriptor } from '@lingui/core';

/** Spec section 3: a testimonial has a name, a role, the quote, a rating of 1 to 5 and an optional image. */
export type Rating = 1 | 2 | 3 | 4 | 5;

export interface Testimonial {
  /** Stable id, for keys and element ids. */
  id: string;
  /** The client's name, as written (not translated). */
  name: string;
  /** Role and company, e.g. "Managing director, law firm, Hamburg". */
  role: MessageDescriptor;
  content: MessageDescriptor;
  rating: Rating;
  /** Optional portrait: an id of src/assets/images. */
  image?: string;
}

export const maxRating = 5;
