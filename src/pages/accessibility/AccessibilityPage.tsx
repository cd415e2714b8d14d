import { Trans } from '@lingui/react/macro';
import { Hero } from '../../components/Hero/Hero';

export function AccessibilityPage() {
  return (
    <Hero
      badge={
        <Trans comment="The spec keeps this badge German in every language: translate it as 'Barrierefreiheit' everywhere">
          Barrierefreiheit
        </Trans>
      }
      badgeLang="de"
      title={<Trans>Accessibility statement</Trans>}
      description={
        <Trans>
          This website should be usable by everyone – with a keyboard, a screen reader, large text or high contrast. Here
          you can read how far that is already the case.
        </Trans>
      }
    />
  );
}
