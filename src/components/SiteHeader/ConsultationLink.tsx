import { Trans } from '@lingui/react/macro';
import { PageLink } from '../PageLink/PageLink';

/** The shell's call to action, to the contact page: in the top bar on wide screens, in the phone menu below. */
export function ConsultationLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <PageLink page="contact" className={className} onClick={onClick}>
      <Trans comment="Call to action button in the top navigation and in the phone menu">Free consultation</Trans>
    </PageLink>
  );
}
