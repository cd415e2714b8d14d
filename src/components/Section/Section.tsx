import { type ReactNode, useContext } from 'react';
import { deferredLayout } from '../../lib/deferredLayout';
import { DeferLayoutContext } from './deferLayoutContext';
import { Reveal } from '../Reveal/Reveal';
import styles from './Section.module.css';

export type SectionTone = 'plain' | 'surface' | 'dark';

export interface SectionProps {
  /** Anchor of the section; its heading gets `${id}-title` and names the region. */
  id: string;
  /** The section's h2. */
  title: ReactNode;
  /** Short line above the heading (e.g. "Services"). */
  eyebrow?: ReactNode;
  /** One or two sentences below the heading. */
  intro?: ReactNode;
  /** Background: plain page, light surface or dark band. */
  tone?: SectionTone;
  /** Centre the heading block (lists of cards); left-aligned otherwise. */
  centered?: boolean;
  className?: string;
  /** The content reveals item by item itself (card grids); otherwise it appears as one block after the heading. */
  staggered?: boolean;
  children?: ReactNode;
}

/**
 * A page section below the hero: a landmark region named by its h2, with the
 * same spacing and heading block everywhere, so pages only compose content.
 * Heading and content appear as they scroll into view (Reveal). Inside
 * `DeferredLayoutSections`, its layout may wait while the page loads.
 */
export function Section({ id, title, eyebrow, intro, tone = 'plain', centered = false, className, staggered, children }: SectionProps) {
  const headingId = `${id}-title`;
  const deferLayout = useContext(DeferLayoutContext);
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[styles.section, className].filter(Boolean).join(' ')}
      data-tone={tone}
      {...(deferLayout ? deferredLayout : undefined)}
    >
      <div className={styles.inner}>
        <Reveal>
          <header className={styles.header} data-centered={centered || undefined}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            {intro ? <p className={styles.intro}>{intro}</p> : null}
          </header>
        </Reveal>
        {/* The content block only fades: widgets in it (a carousel, an accordion) never move under the pointer. */}
        {staggered || !children ? children : <Reveal direction="fade">{children}</Reveal>}
      </div>
    </section>
  );
}
