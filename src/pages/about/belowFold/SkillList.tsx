import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { numberFormat } from '../../../i18n/format';
import type { Skill } from './content';
import styles from './SkillList.module.css';

/**
 * Skills with their level. Each level is a meter (value, min, max and the
 * skill's name for assistive technology) and is also written out as a
 * percentage beside it; the coloured bar itself is decoration, sized by `--level`.
 * Two columns from a phone on (issue 36): the name has its column's whole width.
 */
export function SkillList({ skills }: { skills: readonly Skill[] }) {
  const { i18n, t } = useLingui();
  const percent = numberFormat(i18n, { style: 'percent' });
  return (
    <ul className={styles.skills}>
      {skills.map((skill) => {
        const nameId = `skill-${skill.id}`;
        const levelText = percent.format(skill.level / 100);
        return (
          <li key={skill.id} className={styles.skill}>
            <h3 id={nameId} className={styles.name}>
              {i18n._(skill.name)}
            </h3>
            <div className={styles.meterRow}>
              <div
                role="meter"
                className={styles.track}
                aria-labelledby={nameId}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={skill.level}
                aria-valuetext={t({ message: `${levelText} proficiency`, comment: 'Spoken value of a skill bar, e.g. "95 % proficiency"' })}
                style={{ '--level': `${skill.level}%` } as CSSProperties}
              >
                <span className={styles.fill} />
              </div>
              <span className={styles.level} aria-hidden="true">
                {levelText}
              </span>
            </div>
            <p className={styles.description}>{i18n._(skill.description)}</p>
          </li>
        );
      })}
    </ul>
  );
}
