import { describe, expect, it } from 'vitest';
import { CLOSED, escapeFocusTarget, menuReducer, type MenuState } from './menu-state';

describe('menuReducer', () => {
  it('toggles a top-level dropdown open and closed', () => {
    const open = menuReducer(CLOSED, { type: 'toggle', menu: 'products' });
    expect(open).toEqual({ top: 'products', nested: null });
    expect(menuReducer(open, { type: 'toggle', menu: 'products' })).toEqual(CLOSED);
  });

  it('keeps only one top-level dropdown open', () => {
    const products = menuReducer(CLOSED, { type: 'toggle', menu: 'products' });
    expect(menuReducer(products, { type: 'toggle', menu: 'investors' })).toEqual({ top: 'investors', nested: null });
  });

  it('opening one nested submenu closes the other', () => {
    const investors = menuReducer(CLOSED, { type: 'toggle', menu: 'investors' });
    const ipo = menuReducer(investors, { type: 'toggleNested', menu: 'ipo' });
    expect(ipo).toEqual({ top: 'investors', nested: 'ipo' });
    const announcements = menuReducer(ipo, { type: 'toggleNested', menu: 'announcements' });
    expect(announcements).toEqual({ top: 'investors', nested: 'announcements' });
    expect(menuReducer(announcements, { type: 'toggleNested', menu: 'ipo' })).toEqual({ top: 'investors', nested: 'ipo' });
  });

  it('toggling the open nested submenu closes it but leaves Investors open', () => {
    const ipo: MenuState = { top: 'investors', nested: 'ipo' };
    expect(menuReducer(ipo, { type: 'toggleNested', menu: 'ipo' })).toEqual({ top: 'investors', nested: null });
  });

  it('a nested toggle opens Investors too, and switching to Products drops the nested submenu', () => {
    const fromProducts = menuReducer({ top: 'products', nested: null }, { type: 'toggleNested', menu: 'announcements' });
    expect(fromProducts).toEqual({ top: 'investors', nested: 'announcements' });
    expect(menuReducer(fromProducts, { type: 'toggle', menu: 'products' })).toEqual({ top: 'products', nested: null });
  });

  it('closing Investors closes its nested submenu too', () => {
    expect(menuReducer({ top: 'investors', nested: 'ipo' }, { type: 'toggle', menu: 'investors' })).toEqual(CLOSED);
  });

  it('Escape closes the innermost open menu, one level per press', () => {
    const nested: MenuState = { top: 'investors', nested: 'announcements' };
    const afterFirst = menuReducer(nested, { type: 'escape' });
    expect(afterFirst).toEqual({ top: 'investors', nested: null });
    expect(menuReducer(afterFirst, { type: 'escape' })).toEqual(CLOSED);
    expect(menuReducer(CLOSED, { type: 'escape' })).toBe(CLOSED);
  });

  it('closeAll closes everything and keeps the same object when nothing was open', () => {
    expect(menuReducer({ top: 'investors', nested: 'ipo' }, { type: 'closeAll' })).toEqual(CLOSED);
    const closed: MenuState = { top: null, nested: null };
    expect(menuReducer(closed, { type: 'closeAll' })).toBe(closed);
  });
});

describe('escapeFocusTarget', () => {
  it('names the toggle of the innermost open menu', () => {
    expect(escapeFocusTarget({ top: 'investors', nested: 'ipo' })).toBe('ipo');
    expect(escapeFocusTarget({ top: 'products', nested: null })).toBe('products');
    expect(escapeFocusTarget(CLOSED)).toBeNull();
  });
});
