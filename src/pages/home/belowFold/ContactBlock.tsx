import { Trans } from '@lingui/react/macro';
import { claims } from '../../../business/claims';
import buttons from '../../../components/Button/button.module.css';
import { CallToAction } from '../../../components/CallToAction/CallToAction';
import { PageLink } from '../../../components/PageLink/PageLink';

/** Section 9 of the home page: the closing invitation to get in touch. */
export function ContactBlock() {
  const { responseHours } = claims;
  return (
    <CallToAction
      id="contact"
      title={<Trans>Let's talk about your next project</Trans>}
      text={
        <Trans>
          In a free 30-minute consultation we look at your website, your competitors and your goals together – with no
          obligation. Write or call me: you will get an answer within {responseHours} hours.
        </Trans>
      }
      actions={
        <PageLink page="contact" className={buttons.primary}>
          <Trans>Book your free consultation</Trans>
        </PageLink>
      }
      showDirectContact
    />
  );
}
