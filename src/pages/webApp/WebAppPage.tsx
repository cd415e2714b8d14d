import { Trans, useLingui } from '@lingui/react/macro';
import buttons from '../../components/Button/button.module.css';
import { Hero } from '../../components/Hero/Hero';
import { PageLink } from '../../components/PageLink/PageLink';
import { formatEuro } from '../../i18n/format';

/** Spec section 9: the web application page's entry price (net). */
export const WEB_APP_PRICE_FROM_EUR = 8000;

export function WebAppPage() {
  const { i18n } = useLingui();
  const price = formatEuro(i18n, WEB_APP_PRICE_FROM_EUR);
  return (
    <Hero
      badge={<Trans>Custom web applications</Trans>}
      title={<Trans>Have your own web application built</Trans>}
      description={
        <Trans>
          Customer portals, internal tools, booking systems or your own SaaS: I develop web applications that fit your
          processes exactly – from {price} net, ready in 4 to 16 weeks.
        </Trans>
      }
      actions={
        <PageLink page="contact" className={buttons.primary}>
          <Trans>Discuss your project</Trans>
        </PageLink>
      }
    />
  );
}
