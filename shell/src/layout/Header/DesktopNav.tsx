import { memo, useEffect, useReducer, useRef, type FocusEvent, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { InitialPublicOfferDocument } from '@site/shared/types/entities';
import { Chevron } from './Chevron';
import { CLOSED, escapeFocusTarget, menuReducer, type MenuKey, type NestedMenu, type TopMenu } from './menu-state';
import {
  ANNOUNCEMENT_LINKS,
  DEALER_LINK,
  INVESTOR_LINKS,
  INVESTORS_OVERVIEW,
  INVESTORS_PREFIX,
  isSectionActive,
  LEADING_LINKS,
  MATERIAL_DOCUMENTS_LINK,
  PRODUCT_LINKS,
  PRODUCTS_PREFIX,
  TRAILING_LINKS,
  type NavItem,
} from './nav-items';
import { OfferLink } from './OfferLink';
import { useMessages } from '@site/shared/i18n/react';
import { navKey } from '../../messages/shell.en';
import { shellMessages } from '../../messages/shell';
import styles from './DesktopNav.module.css';

interface Props {
  pathname: string;
  offers: readonly InitialPublicOfferDocument[];
}

const MENU_IDS: Record<MenuKey, string> = {
  products: 'nav-menu-products',
  investors: 'nav-menu-investors',
  announcements: 'nav-menu-announcements',
  ipo: 'nav-menu-ipo',
};

/**
 * The navigation bar from the large breakpoint up (CSS hides it below). Products and Investors
 * are disclosure buttons, not pages; they close on Escape (focus back on the toggle), an outside
 * click, focus leaving the navigation, and navigation.
 */
export const DesktopNav = memo(function DesktopNav({ pathname, offers }: Props) {
  const t = useMessages(shellMessages);
  const [state, dispatch] = useReducer(menuReducer, CLOSED);
  const navRef = useRef<HTMLElement>(null);
  const toggles = useRef<Partial<Record<MenuKey, HTMLButtonElement | null>>>({});
  const anyOpen = state.top !== null;

  // Any path change (a link here, elsewhere, or back/forward) closes the menus.
  useEffect(() => dispatch({ type: 'closeAll' }), [pathname]);

  useEffect(() => {
    if (!anyOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const target = escapeFocusTarget(state);
      dispatch({ type: 'escape' });
      if (target) toggles.current[target]?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) dispatch({ type: 'closeAll' });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [anyOpen, state]);

  // Keyboard users tabbing out of the navigation leave no menu hanging open.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) dispatch({ type: 'closeAll' });
  };

  const closeAll = () => dispatch({ type: 'closeAll' });

  const link = (item: NavItem, end = false) => (
    <li key={item.to}>
      <NavLink to={item.to} end={end} className={styles.menuLink} onClick={closeAll}>
        {t(navKey(item.to))}
      </NavLink>
    </li>
  );

  const topToggle = (menu: TopMenu, label: string, prefix: string) => (
    <button
      ref={(node) => {
        toggles.current[menu] = node;
      }}
      type="button"
      className={`${styles.topLink} ${styles.toggle} ${isSectionActive(pathname, prefix) ? styles.current : ''}`}
      aria-expanded={state.top === menu}
      aria-controls={MENU_IDS[menu]}
      onClick={() => dispatch({ type: 'toggle', menu })}
    >
      {label}
      <Chevron className={styles.chevron} />
    </button>
  );

  const nested = (menu: NestedMenu, label: string, children: ReactNode) => {
    const open = state.top === 'investors' && state.nested === menu;
    return (
      <li className={styles.nested}>
        <button
          ref={(node) => {
            toggles.current[menu] = node;
          }}
          type="button"
          className={`${styles.menuLink} ${styles.toggle}`}
          aria-expanded={open}
          aria-controls={MENU_IDS[menu]}
          onClick={() => dispatch({ type: 'toggleNested', menu })}
        >
          {label}
          <Chevron className={styles.chevron} />
        </button>
        <ul id={MENU_IDS[menu]} className={styles.nestedPanel} hidden={!open}>
          {children}
        </ul>
      </li>
    );
  };

  const topLink = (item: NavItem) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.to === '/'} className={styles.topLink} onClick={closeAll}>
        {t(navKey(item.to))}
      </NavLink>
    </li>
  );

  return (
    <nav ref={navRef} className={styles.nav} aria-label={t('nav.main')} onBlur={onBlur}>
      <ul className={styles.bar}>
        {LEADING_LINKS.map(topLink)}
        <li className={styles.dropdown}>
          {topToggle('products', t('nav.products'), PRODUCTS_PREFIX)}
          <ul id={MENU_IDS.products} className={styles.panel} hidden={state.top !== 'products'}>
            {PRODUCT_LINKS.map((item) => link(item))}
          </ul>
        </li>
        {topLink(DEALER_LINK)}
        <li className={`${styles.dropdown} ${styles.mega}`}>
          {topToggle('investors', t('nav.investors'), INVESTORS_PREFIX)}
          <ul id={MENU_IDS.investors} className={`${styles.panel} ${styles.megaPanel}`} hidden={state.top !== 'investors'}>
            {link(INVESTORS_OVERVIEW, true)}
            {INVESTOR_LINKS.map((item) => link(item))}
            {nested('announcements', t('nav.announcements'), ANNOUNCEMENT_LINKS.map((item) => link(item)))}
            {nested(
              'ipo',
              t('nav.ipo'),
              <>
                {offers.map((offer) => (
                  <li key={offer.offers_Document}>
                    <OfferLink offer={offer} className={styles.menuLink} onClick={closeAll} />
                  </li>
                ))}
                {link(MATERIAL_DOCUMENTS_LINK)}
              </>,
            )}
          </ul>
        </li>
        {TRAILING_LINKS.map(topLink)}
      </ul>
    </nav>
  );
});
