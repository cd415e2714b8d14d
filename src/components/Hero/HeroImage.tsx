import { type ImageId, imageTable } from '../../assets/images/imageTable';
import { LazyImage } from '../LazyImage/LazyImage';
import styles from './Hero.module.css';

/**
 * Artwork beside a hero's text (below it on small screens): above the fold, so
 * loaded at once, and decorative, so after the text and code (LazyImage's priority). `<Hero image={<HeroImage image="hero-home" />} />`;
 * its own component so that pages without one do not download the image code.
 */
export function HeroImage({ image, lazy = false }: { image: ImageId; /** A copy of a hero further down a page (Hero's `copy`): loaded as it nears the viewport. */ lazy?: boolean }) {
  return (
    <LazyImage
      className={styles.image}
      image={image}
      alt=""
      width={imageTable[image].width}
      height={imageTable[image].height}
      priority={!lazy}
      sizes="(min-width: 64rem) 28rem, calc(100vw - 3rem)"
    />
  );
}
