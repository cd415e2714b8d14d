import { Trans } from '@lingui/react/macro';
import buttons from '../../components/Button/button.module.css';
import { Hero } from '../../components/Hero/Hero';
import { PageLink } from '../../components/PageLink/PageLink';

export function ServicesPage() {
  return (
    <Hero
      badge={<Trans>Services</Trans>}
      title={<Trans>Web development, SEO and Google Ads – from one hand</Trans>}
      description={
        <Trans>
          From the first sketch to the first page on Google: I plan, build and market your website, so that it brings in
          enquiries instead of just looking good.
        </Trans>
      }
      actions={
        <PageLink page="contact" className={buttons.primary}>
          <Trans>Request a quote</Trans>
        </PageLink>
      }
    />
  );
}
