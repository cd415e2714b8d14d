import { Trans, useLingui } from '@lingui/react/macro';
import { Hero } from '../../components/Hero/Hero';
import { business } from '../../business/profile';
import { formatTime } from '../../i18n/format';

export function ContactPage() {
  const { i18n } = useLingui();
  const opens = formatTime(i18n, business.hours.opens);
  const closes = formatTime(i18n, business.hours.closes);
  const hours = business.replyWithinHours;
  return (
    <Hero
      badge={<Trans comment="Badge of the contact page (noun)">Contact</Trans>}
      title={<Trans>Let's talk about your project</Trans>}
      description={
        <Trans>
          Whether a new website, better rankings or more enquiries through Google Ads: write to me. You will get an
          answer within {hours} hours – Monday to Friday from {opens} to {closes}.
        </Trans>
      }
    />
  );
}
