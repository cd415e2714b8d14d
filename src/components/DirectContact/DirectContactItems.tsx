import { Trans, useLingui } from '@lingui/react/macro';
import { business } from '../../business/profile';
import { formatTime } from '../../i18n/format';

/** Phone and e-mail from the business profile as two list items of tel: and mailto: links. */
export function DirectContactItems({ linkClassName }: { linkClassName?: string }) {
  return (
    <>
      <li>
        <a href={`tel:${business.phone}`} className={linkClassName}>
          <span className="visually-hidden">
            <Trans>Phone:</Trans>{' '}
          </span>
          {business.phoneDisplay}
        </a>
      </li>
      <li>
        <a href={`mailto:${business.email}`} className={linkClassName}>
          <span className="visually-hidden">
            <Trans>E-mail:</Trans>{' '}
          </span>
          {business.email}
        </a>
      </li>
    </>
  );
}

/** The office hours of the business profile (Mon–Fri 9:00–22:00), in the page's language. */
export function OfficeHours() {
  const { i18n } = useLingui();
  const opens = formatTime(i18n, business.hours.opens);
  const closes = formatTime(i18n, business.hours.closes);
  return (
    <Trans>
      Mon–Fri {opens}–{closes}
    </Trans>
  );
}
