import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open state of a menu that closes whenever the route changes. Adjusted while rendering (React's
 * "storing information from previous renders"), so the new page never paints with the menu open.
 */
export function useMenuOpen() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  return [open, setOpen] as const;
}
