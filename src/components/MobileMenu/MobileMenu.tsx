import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { fromCallback } from 'xstate';
import { useMachineActor } from '../../lib/useMachineActor';
import { mobileMenuMachine } from '../../machines/mobileMenu';
import { mainNavPages, mobileLegalPages } from '../../routing/routes';
import { LanguageLinks } from '../LanguageLinks/LanguageLinks';
import { PageLinkList } from '../PageLink/PageLinkList';
import { focusFirstLink, listenForDismiss, lockPageScroll, makePageBehindInert, mobileMenuIds, mobileMenuPart, restoreFocusToToggle } from './mobileMenu.dom';
import buttons from '../Button/button.module.css';
import styles from './MobileMenu.module.css';
import { Chevron } from '../Chevron/Chevron';

/** The menu machine with its page effects; they touch the DOM only when they run. */
const browserMobileMenu = mobileMenuMachine.provide({
  actions: { focusFirstLink, restoreFocus: restoreFocusToToggle },
  actors: {
    scrollLock: fromCallback(() => lockPageScroll()),
    pageBehindInert: fromCallback(() => makePageBehindInert()),
    dismissListeners: fromCallback(({ sendBack }) => listenForDismiss((src) => sendBack({ type: 'MENU.CLOSE', src }))),
  },
});

/** The slide-in navigation below the lg breakpoint; its behaviour is the mobileMenu machine. An island of the header. */
export function MobileMenu() {
  const { t } = useLingui();
  const [location] = useLocation();
  const menu = useMachineActor(browserMobileMenu);
  const isOpen = useSelector(menu, (snapshot) => snapshot.matches('open'));
  const languagesExpanded = useSelector(menu, (snapshot) => snapshot.matches({ open: { languages: 'expanded' } }));

  useEffect(() => {
    menu.send({ type: 'MENU.CLOSE', src: 'route' });
  }, [location, menu]);

  const closeOnSelect = () => menu.send({ type: 'MENU.CLOSE', src: 'link' });
  const state = isOpen ? 'open' : 'closed';

  return (
    <div className={styles.mobileMenu} data-part={mobileMenuPart} data-state={state}>
      <button
        id={mobileMenuIds.toggle}
        type="button"
        className={`${buttons.iconButton} ${styles.toggle}`}
        aria-expanded={isOpen}
        aria-controls={mobileMenuIds.panel}
        onClick={() => menu.send({ type: 'MENU.TOGGLE' })}
      >
        <span className={styles.toggleIcon} aria-hidden="true" data-state={state} />
        <span className="visually-hidden">{isOpen ? t`Close menu` : t`Open menu`}</span>
      </button>
      <div className={styles.backdrop} data-state={state} aria-hidden="true" />
      <div
        id={mobileMenuIds.panel}
        className={styles.panel}
        data-state={state}
        inert={!isOpen}
      >
        <nav aria-label={t({ message: 'Main navigation (mobile)', comment: 'Accessible name of the mobile menu navigation' })}>
          <PageLinkList pages={mainNavPages} className={styles.links} linkClassName={styles.link} onSelect={closeOnSelect} />
        </nav>
        <div className={styles.languages}>
          <button
            type="button"
            className={styles.languageToggle}
            aria-expanded={languagesExpanded}
            aria-controls={mobileMenuIds.languageList}
            onClick={() => menu.send({ type: 'LANGUAGES.TOGGLE' })}
          >
            <Trans>Language</Trans>
            <Chevron open={languagesExpanded} className={styles.chevron} />
          </button>
          <div id={mobileMenuIds.languageList} hidden={!languagesExpanded}>
            <LanguageLinks variant="long" className={styles.languageList} linkClassName={styles.link} onSelect={closeOnSelect} />
          </div>
        </div>
        <nav aria-label={t({ message: 'Legal (mobile)', comment: 'Accessible name of the legal links in the mobile menu' })}>
          <PageLinkList
            pages={mobileLegalPages}
            className={styles.legalLinks}
            linkClassName={styles.legalLink}
            onSelect={closeOnSelect}
          />
        </nav>
      </div>
    </div>
  );
}
