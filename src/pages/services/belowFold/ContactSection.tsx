import { useLingui } from '@lingui/react/macro';
import buttons from '../../../components/Button/button.module.css';
import { CallToAction } from '../../../components/CallToAction/CallToAction';
import { PageLink } from '../../../components/PageLink/PageLink';
import { claims } from '../../../business/claims';
import { freeConsultation } from '../../../business/offers';
import { formatEuro } from '../../../i18n/format';

/** The closing call to action (anchor contact-section); phone and e-mail are in the footer right below it. */
export function ContactSection() {
  const { t, i18n } = useLingui();
  const worth = formatEuro(i18n, freeConsultation.worthEur);
  const minutes = freeConsultation.minutes;
  const { responseHours } = claims;
  return (
    <CallToAction
      title={t`Let's find out what your website can do for you`}
      text={t`Book your free ${minutes}-minute consultation, worth ${worth}: an honest assessment of your website, your rankings and your ads. You will hear from me within ${responseHours} hours.`}
      actions={
        <PageLink page="contact" className={buttons.primary}>
          {t`Book a free consultation`}
        </PageLink>
      }
    />
  );
}
