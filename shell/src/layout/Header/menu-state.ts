// Which desktop dropdown is open (spec §4): one top-level menu at a time, and inside Investors at
// most one of the nested Announcements / Initial Public Offer submenus. Pure, so it is unit-tested.

export type TopMenu = 'products' | 'investors';
export type NestedMenu = 'announcements' | 'ipo';
export type MenuKey = TopMenu | NestedMenu;

export interface MenuState {
  top: TopMenu | null;
  /** Only meaningful while `top` is 'investors'. */
  nested: NestedMenu | null;
}

export type MenuAction =
  | { type: 'toggle'; menu: TopMenu }
  | { type: 'toggleNested'; menu: NestedMenu }
  /** Escape closes the innermost open menu. */
  | { type: 'escape' }
  | { type: 'closeAll' };

export const CLOSED: MenuState = { top: null, nested: null };

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'toggle':
      // Opening a top menu closes the other one and any nested submenu.
      return state.top === action.menu ? CLOSED : { top: action.menu, nested: null };
    case 'toggleNested':
      // Nested submenus live inside Investors; opening one closes the other.
      return { top: 'investors', nested: state.top === 'investors' && state.nested === action.menu ? null : action.menu };
    case 'escape':
      if (state.nested) return { ...state, nested: null };
      return state.top ? CLOSED : state;
    case 'closeAll':
      return state.top || state.nested ? CLOSED : state;
  }
}

/** The toggle that gets focus back when Escape closes the innermost menu (null: nothing open). */
export function escapeFocusTarget(state: MenuState): MenuKey | null {
  return state.nested ?? state.top;
}
