import { Trans } from '@lingui/react/macro';
import { Hero } from '../../components/Hero/Hero';

export function ImprintPage() {
  return (
    <Hero
      badge={<Trans>Legal notice</Trans>}
      title={<Trans comment="Page title: German legal notice (Impressum)">Imprint</Trans>}
      description={<Trans>Information pursuant to § 5 of the German Digital Services Act (DDG).</Trans>}
    />
  );
}
