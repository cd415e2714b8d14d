import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type SyntheticEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { fromCallback } from 'xstate';
import { useMachineActor } from '../../lib/useMachineActor';
import { mobileMenuMachine } from '../../machines/mobileMenu';
import { mainNavPages, mobileLegalPages } from '../../routing/routes';
import { business } from '../../business/profile';
import { localeNativeNames } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';
import { OfficeHours } from '../DirectContact/DirectContactItems';
import { Icon } from '../Icon/Icon';
import { LanguageLinks } from '../LanguageLinks/LanguageLinks';
import { ConsultationLink } from '../SiteHeader/ConsultationLink';
import { PageLinkList } from '../PageLink/PageLinkList';
import {
  focusFirstLink,
  hidePanel,
  listenForDismiss,
  lockPageScroll,
  makePageBehindInert,
  mobileMenuIds,
  mobileMenuPart,
  panelShowing,
  restoreFocusToToggle,
  showPanel,
} from './mobileMenu.dom';
import buttons from '../Button/button.module.css';
import styles from './MobileMenu.module.css';
import { Chevron } from '../Chevron/Chevron';

/** The menu machine with its page effects; they touch the DOM only when they run. */
const browserMobileMenu = mobileMenuMachine.provide({
  actions: { showPanel, hidePanel, focusFirstLink, restoreFocus: restoreFocusToToggle },
  actors: {
    scrollLock: fromCallback(() => lockPageScroll()),
    pageBehindInert: fromCallback(() => makePageBehindInert()),
    dismissListeners: fromCallback(({ sendBack }) => listenForDismiss((src) => sendBack({ type: 'MENU.CLOSE', src }))),
  },
});

/**
 * The slide-in navigation below the lg breakpoint; its behaviour is the mobileMenu machine. An island of the header.
 *
 * Native first: the panel is a popover and the toggle its `popovertarget`, so a tap opens the menu from
 * the first paint, before the code arrives (the browser also closes it on Escape or a tap outside). Once
 * hydrated, the machine takes over from what the page shows, and decides: the toggle's own action is
 * held back, and the machine shows and hides the popover. Until then the toggle states no `aria-expanded`
 * of its own: the browser exposes the popover's state on its invoker.
 */
export function MobileMenu() {
  const { t } = useLingui();
  const [location] = useLocation();
  const locale = useLocale();
  const menu = useMachineActor(browserMobileMenu);
  const hydrating = useSelector(menu, (snapshot) => snapshot.matches('hydrating'));
  const isOpen = useSelector(menu, (snapshot) => snapshot.matches('open'));
  const languagesExpanded = useSelector(menu, (snapshot) => snapshot.matches({ open: { languages: 'expanded' } }));

  // Before the first paint after hydration, and before any event reaches the part: is the menu showing?
  useLayoutEffect(() => {
    menu.send({ type: 'MENU.HYDRATED', open: panelShowing() });
  }, [menu]);

  // A move to another page closes the menu; the page it hydrated on does not.
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    menu.send({ type: 'MENU.CLOSE', src: 'route' });
  }, [location, menu]);

  const closeOnSelect = () => menu.send({ type: 'MENU.CLOSE', src: 'link' });
  // The browser hid the popover by itself (light dismiss the machine's own listeners did not see first).
  const onPanelToggle = (event: SyntheticEvent<HTMLDivElement>) => {
    if ((event.nativeEvent as ToggleEvent).newState === 'closed' && menu.getSnapshot().matches('open')) menu.send({ type: 'MENU.CLOSE', src: 'browser' });
  };
  const state = isOpen ? 'open' : 'closed';

  return (
    <div className={styles.mobileMenu} data-part={mobileMenuPart} data-state={state}>
      <button
        id={mobileMenuIds.toggle}
        type="button"
        className={`${buttons.iconButton} ${styles.toggle}`}
        popoverTarget={mobileMenuIds.panel}
        aria-expanded={hydrating ? undefined : isOpen}
        aria-controls={mobileMenuIds.panel}
        onClick={(event) => {
          event.preventDefault(); // the machine shows and hides the popover
          menu.send({ type: 'MENU.TOGGLE' });
        }}
      >
        <span className={styles.toggleIcon} aria-hidden="true" data-state={state} />
        {/* Until hydration the browser may have opened the menu already: a name that holds either way (the toggle's expanded state tells which). */}
        <span className="visually-hidden">
          {hydrating
            ? t({ message: 'Menu', comment: 'Accessible name of the phone menu button before the page has loaded: it opens and closes the menu' })
            : isOpen
              ? t`Close menu`
              : t`Open menu`}
        </span>
      </button>
      <div id={mobileMenuIds.panel} className={styles.panel} data-state={state} popover="auto" onToggle={onPanelToggle}>
        {/* A launcher that fits one phone screen (375 × 667): where to go, how to get in touch, then language and the legal pages. */}
        <div className={styles.content}>
          <nav aria-label={t({ message: 'Main navigation (mobile)', comment: 'Accessible name of the mobile menu navigation' })}>
            <PageLinkList pages={mainNavPages} className={styles.links} linkClassName={styles.link} onSelect={closeOnSelect} />
          </nav>
          <div className={styles.contact} data-part="mobile-menu-contact">
            <ConsultationLink className={`${buttons.primary} ${styles.contactAction}`} onClick={closeOnSelect} />
            <a href={`tel:${business.phone}`} className={`${buttons.secondary} ${styles.contactAction}`}>
              <Icon name="phone" className={styles.phoneIcon} />
              <span className="visually-hidden">
                <Trans>Phone:</Trans>{' '}
              </span>
              {business.phoneDisplay}
            </a>
            <p className={styles.hours}>
              <OfficeHours />
            </p>
          </div>
          <div className={styles.languages}>
            <button
              type="button"
              className={styles.languageToggle}
              aria-expanded={languagesExpanded}
              aria-controls={mobileMenuIds.languageList}
              onClick={() => menu.send({ type: 'LANGUAGES.TOGGLE' })}
            >
              <Trans>Language</Trans>{' '}
              {/* the language the page is in, as the switcher names it (in its own language) */}
              <span className={styles.currentLanguage}>
                {localeNativeNames[locale]}
                <Chevron open={languagesExpanded} className={styles.chevron} />
              </span>
            </button>
            <div id={mobileMenuIds.languageList} hidden={!languagesExpanded}>
              <LanguageLinks variant="long" className={styles.languageList} linkClassName={styles.languageLink} onSelect={closeOnSelect} />
            </div>
          </div>
          <nav aria-label={t({ message: 'Legal (mobile)', comment: 'Accessible name of the legal links in the mobile menu' })} className={styles.legal}>
            <PageLinkList pages={mobileLegalPages} className={styles.legalLinks} linkClassName={styles.legalLink} onSelect={closeOnSelect} />
          </nav>
        </div>
      </div>
      {/* after the panel: its CSS follows the popover's state, which the browser sets before any script */}
      <div className={styles.backdrop} data-state={state} aria-hidden="true" />
    </div>
  );
}
