import { Trans } from '@lingui/react/macro';
import { Hero } from '../../components/Hero/Hero';

export function TermsPage() {
  return (
    <Hero
      badge={<Trans>Terms</Trans>}
      title={<Trans>General terms and conditions</Trans>}
      description={<Trans>For contracts with business customers (B2B) only.</Trans>}
    />
  );
}
