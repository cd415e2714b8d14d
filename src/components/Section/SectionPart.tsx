import type { ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionPartProps {
  /** Anchor of the part (links and the section navigation land on it); its heading gets `${id}-title`. */
  id: string;
  /** The part's h3. */
  title: ReactNode;
  children: ReactNode;
}

/**
 * A part of a section with a heading of its own (issue 36): where the spec
 * names blocks that answer one question together (the proof: stories, figures
 * and client voices), they share a section and its heading, and each keeps its
 * anchor.
 */
export function SectionPart({ id, title, children }: SectionPartProps) {
  return (
    <div id={id} className={styles.part} data-section-part={id}>
      <h3 id={`${id}-title`} className={styles.partTitle}>
        {title}
      </h3>
      {children}
    </div>
  );
}
