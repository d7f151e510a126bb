import { useCallback, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { DesktopNav } from './DesktopNav';
import { initialDrawerLevel, type DrawerLevel } from './drawer-levels';
import { Logo } from './Logo';
import { MobileDrawer } from './MobileDrawer';
import { FIXED_HEADER_THRESHOLD_PX, QUOTE_LINK } from './nav-items';
import { TopBar } from './TopBar';
import { useFixedOnScroll } from './useFixedOnScroll';
import { useInitialPublicOffers } from './useInitialPublicOffers';
import { useMessages } from '@site/shared/i18n/react';
import { navKey } from '../../messages/shell.en';
import { shellMessages } from '../../messages/shell';
import styles from './Header.module.css';

const DRAWER_ID = 'site-drawer';

interface DrawerState {
  /** Path the drawer was opened on; navigating anywhere else closes it. Null when closed. */
  openedOn: string | null;
  level: DrawerLevel;
}

/**
 * The site header (spec §2.2, §4): top bar, then the navigation bar, which becomes fixed once the
 * page is scrolled more than 45 px (its slot keeps the height, so nothing below jumps). Desktop
 * navigation from 992 px, hamburger and drawer below.
 */
export function Header() {
  const t = useMessages(shellMessages);
  const { pathname } = useLocation();
  const offers = useInitialPublicOffers();
  const fixed = useFixedOnScroll(FIXED_HEADER_THRESHOLD_PX);
  // Opening or closing the drawer re-renders this component; TopBar, Logo and DesktopNav are
  // memoised, so a tap on the menu button renders the button and the drawer only (INP, issue 30).
  const [drawer, setDrawer] = useState<DrawerState>({ openedOn: null, level: 'main' });
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const drawerOpen = drawer.openedOn === pathname;

  const openDrawer = () => setDrawer({ openedOn: pathname, level: initialDrawerLevel(pathname) });
  const closeDrawer = useCallback(() => setDrawer((state) => ({ ...state, openedOn: null })), []);
  const setLevel = useCallback((level: DrawerLevel) => setDrawer((state) => ({ ...state, level })), []);

  return (
    <header className={styles.header}>
      <TopBar />
      <div className={styles.barSlot} data-fixed={fixed}>
        <div className={styles.bar} data-header-bar="" data-fixed={fixed}>
          <div className={`container ${styles.inner}`}>
            <Logo />
            <DesktopNav pathname={pathname} offers={offers} />
            <NavLink to={QUOTE_LINK.to} className={`btn btn-primary ${styles.quote}`}>
              {t(navKey(QUOTE_LINK.to))}
            </NavLink>
            <button
              ref={hamburgerRef}
              type="button"
              className={styles.hamburger}
              aria-expanded={drawerOpen}
              aria-controls={DRAWER_ID}
              aria-label={drawerOpen ? t('header.close') : t('header.open')}
              onClick={drawerOpen ? closeDrawer : openDrawer}
            >
              <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        </div>
      </div>
      <MobileDrawer
        id={DRAWER_ID}
        open={drawerOpen}
        level={drawer.level}
        onLevelChange={setLevel}
        onClose={closeDrawer}
        offers={offers}
        returnFocusRef={hamburgerRef}
      />
    </header>
  );
}
