import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { NavLink } from 'react-router';
import type { InitialPublicOfferDocument } from '@site/shared/types/entities';
import { useDialog } from '@site/shared/ui/Modal/useDialog';
import { Chevron } from './Chevron';
import { parentLevel, type DrawerLevel } from './drawer-levels';
import {
  ANNOUNCEMENT_LINKS,
  DEALER_LINK,
  DESKTOP_NAV_MIN_WIDTH_PX,
  INVESTOR_LINKS,
  INVESTORS_OVERVIEW,
  LEADING_LINKS,
  MATERIAL_DOCUMENTS_LINK,
  PRODUCT_LINKS,
  QUOTE_LINK,
  TRAILING_LINKS,
  type NavItem,
} from './nav-items';
import { OfferLink } from './OfferLink';
import { LanguageSwitch } from './LanguageSwitch';
import { useLocale, useMessages } from '@site/shared/i18n/react';
import { navKey } from '../../messages/shell.en';
import { shellMessages } from '../../messages/shell';
import styles from './MobileDrawer.module.css';

interface Props {
  id: string;
  open: boolean;
  level: DrawerLevel;
  onLevelChange: (level: DrawerLevel) => void;
  onClose: () => void;
  offers: readonly InitialPublicOfferDocument[];
  /** Gets focus back when the drawer closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The shell message that titles each drawer level. */
const LEVEL_TITLES = {
  main: 'drawer.menu',
  products: 'nav.products',
  investors: 'nav.investors',
  ipo: 'nav.ipo',
  announcements: 'nav.announcements',
} as const satisfies Record<DrawerLevel, string>;

/**
 * The left drawer below the large breakpoint (spec §4): a modal dialog on the native <dialog>
 * (top layer, page behind it inert) showing one level at a time. Focus moves in on open, Tab
 * wraps inside, Escape / backdrop / a link close it, page scroll is locked while open, and focus
 * returns to the hamburger. The tap paints it first and makes it modal a frame later (useDialog's
 * paintFirst): showModal()'s restyle of the whole page behind no longer delays the drawer.
 */
export function MobileDrawer({ id, open, level, onLevelChange, onClose, offers, returnFocusRef }: Props) {
  const t = useMessages(shellMessages);
  const { dialogRef, dialogProps } = useDialog({ open, onClose, returnFocusRef, paintFirst: true });
  /** Where focus goes after a level change: Back on the way in, the level's own button on the way out. */
  const focusAfterLevel = useRef<string | null>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // The drawer belongs to the small-screen layout: widening the window past it closes it (in a
  // language that has a desktop bar).
  const desktopFrom = DESKTOP_NAV_MIN_WIDTH_PX[useLocale()];
  useEffect(() => {
    if (!open || desktopFrom === null) return;
    const desktop = window.matchMedia?.(`(min-width: ${desktopFrom}px)`);
    const onWiden = (event: MediaQueryListEvent) => {
      if (event.matches) onCloseRef.current();
    };
    desktop?.addEventListener('change', onWiden);
    return () => desktop?.removeEventListener('change', onWiden);
  }, [open, desktopFrom]);

  useLayoutEffect(() => {
    const selector = focusAfterLevel.current;
    if (!selector || !open) return;
    focusAfterLevel.current = null;
    dialogRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [level, open]);

  const goTo = (next: DrawerLevel) => {
    focusAfterLevel.current = '[data-drawer-back]';
    onLevelChange(next);
  };
  const back = () => {
    const parent = parentLevel(level);
    if (!parent) return;
    focusAfterLevel.current = `[data-drawer-level="${level}"]`;
    onLevelChange(parent);
  };

  const link = (item: NavItem, end = false) => (
    <li key={item.to}>
      <NavLink to={item.to} end={end} className={styles.link} onClick={onClose}>
        {t(navKey(item.to))}
      </NavLink>
    </li>
  );

  const levelButton = (target: DrawerLevel, label: string) => (
    <li key={target}>
      <button type="button" className={styles.link} data-drawer-level={target} onClick={() => goTo(target)}>
        <span>
          {label}
          <span className="visually-hidden">{t('drawer.levelSuffix')}</span>
        </span>
        <Chevron direction="right" />
      </button>
    </li>
  );

  const items = () => {
    switch (level) {
      case 'main':
        return (
          <>
            {LEADING_LINKS.map((item) => link(item, item.to === '/'))}
            {levelButton('products', t('nav.products'))}
            {link(DEALER_LINK)}
            {levelButton('investors', t('nav.investors'))}
            {TRAILING_LINKS.map((item) => link(item))}
            <li>
              <NavLink to={QUOTE_LINK.to} className={`btn btn-primary ${styles.quote}`} onClick={onClose}>
                {t(navKey(QUOTE_LINK.to))}
              </NavLink>
            </li>
          </>
        );
      case 'products':
        return PRODUCT_LINKS.map((item) => link(item));
      case 'investors':
        return (
          <>
            {link(INVESTORS_OVERVIEW, true)}
            {INVESTOR_LINKS.map((item) => link(item))}
            {levelButton('announcements', t('nav.announcements'))}
            {levelButton('ipo', t('nav.ipo'))}
          </>
        );
      case 'announcements':
        return ANNOUNCEMENT_LINKS.map((item) => link(item));
      case 'ipo':
        return (
          <>
            {offers.map((offer) => (
              <li key={offer.offers_Document}>
                <OfferLink offer={offer} className={styles.link} onClick={onClose} />
              </li>
            ))}
            {link(MATERIAL_DOCUMENTS_LINK)}
          </>
        );
    }
  };

  return (
    <dialog {...dialogProps} id={id} className={styles.drawer} aria-label={t('drawer.menu')} aria-modal="true">
      {open ? (
        <div className={styles.content}>
          <div className={styles.head}>
            {level !== 'main' ? (
              <button type="button" className={styles.back} data-drawer-back onClick={back}>
                <Chevron direction="left" />
                {t('drawer.back')}
              </button>
            ) : null}
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('header.close')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <nav aria-labelledby={`${id}-title`} className={styles.nav}>
            <h2 id={`${id}-title`} className={styles.title}>
              {t(LEVEL_TITLES[level])}
            </h2>
            <ul className={styles.list}>{items()}</ul>
          </nav>
          <LanguageSwitch className={styles.language} />
        </div>
      ) : null}
    </dialog>
  );
}
