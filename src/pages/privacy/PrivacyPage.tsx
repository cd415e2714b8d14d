import { Trans } from '@lingui/react/macro';
import { Hero } from '../../components/Hero/Hero';

export function PrivacyPage() {
  return (
    <Hero
      badge={<Trans>Data protection</Trans>}
      title={<Trans>Privacy policy</Trans>}
      description={
        <Trans>
          Your data belongs to you. This website sets no cookies, uses no tracking and only processes what is needed to
          answer your enquiry.
        </Trans>
      }
    />
  );
}
