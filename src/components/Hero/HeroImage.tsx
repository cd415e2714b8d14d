import { type ImageId, imageTable } from '../../assets/images/imageTable';
import { LazyImage } from '../LazyImage/LazyImage';
import styles from './Hero.module.css';

export interface HeroImageProps {
  image: ImageId;
  /** A copy of a hero further down a page (Hero's `copy`): loaded as it nears the viewport. */
  lazy?: boolean;
  /**
   * Translated description; '' (the default) for decorative artwork. A portrait is content and says who
   * it shows: give both texts, the table's `illustration` flag (a drawing until the owner drops a photo)
   * picks one here, so a page's first-screen code never carries the image table.
   */
  alt?: string | { photo: string; illustration: string };
  /** Hero's `portrait`: shown 22rem wide beside the text on a wide hero, 3.5rem round beside the badge below. */
  portrait?: boolean;
}

/**
 * A picture in a hero: the artwork beside its text (below it on small screens), or the person's
 * portrait (Hero's `portrait`). Above the fold, so loaded at once: decorative artwork after the text
 * and code (LazyImage's priority), a portrait with high priority, as the content it is.
 * `<Hero image={<HeroImage image="hero-home" />} />`; its own component so that pages without one do
 * not download the image code.
 */
export function HeroImage({ image, lazy = false, alt = '', portrait = false }: HeroImageProps) {
  return (
    <LazyImage
      className={portrait ? undefined : styles.image}
      image={image}
      alt={typeof alt === 'string' ? alt : imageTable[image].illustration ? alt.illustration : alt.photo}
      width={imageTable[image].width}
      height={imageTable[image].height}
      priority={!lazy}
      sizes={portrait ? '(min-width: 64rem) 22rem, 3.5rem' : '(min-width: 64rem) 28rem, calc(100vw - 3rem)'}
    />
  );
}
