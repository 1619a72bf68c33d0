'use client';

/**
 * The route-driven side drawer (spec part 1 section 2, "Drawers"): the page decides from its
 * [[...slug]] whether the drawer is open (its screen's route, lib/auth/screen.ts) and renders the form inside;
 * closing (X, overlay, Escape) navigates back to the list, keeping its query string.
 *
 *   const { route } = await requireScreen(USER_SCREEN, props);
 *   <EntityDrawer mode={route.drawer} title="Korisnik" basePath="/users">…form…</EntityDrawer>
 *
 * Every drawer also guards unsaved changes (a form inside reports them through useFormSubmit;
 * closing then asks first, drawer-guard.tsx) and gives focus back to the link or button that
 * opened it (opener-focus.ts). FormActions keeps Save in view at the foot of long forms.
 */
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { DrawerGuardProvider, useDrawerGuardState } from './drawer-guard';
import { drawerHrefs, type DrawerMode } from './drawer-slug';
import { returnFocusWhenClosed, takeOpener } from './opener-focus';

export { drawerHrefs, type DrawerMode } from './drawer-slug';

export const DRAWER_WIDTH = 730;

export type EntityDrawerProps = {
  /** The route's drawer state: open for create, read and edit. */
  mode?: DrawerMode;
  /** Alternatively, open/closed directly (wins over `mode`). */
  opened?: boolean;
  title: ReactNode;
  /** The list route; closing goes there with the current query string. */
  basePath?: string;
  /** Where closing goes, verbatim (wins over `basePath`), e.g. a detail page's tab. */
  closeHref?: string;
  /** 730 unless the spec says otherwise (import 1350, export 1440). */
  size?: number | string;
  children?: ReactNode;
};

export function EntityDrawer({ mode, opened, title, basePath, closeHref, size = DRAWER_WIDTH, children }: EntityDrawerProps) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const routeOpen = opened ?? (mode === 'create' || mode === 'read' || mode === 'edit');
  const urlKey = `${pathname}?${searchParams.toString()}`;

  // Closing animates at once and the URL catches up; any URL change ends the "closing" phase,
  // so reopening the same entity works. (State adjusted during render, as React recommends.)
  const [closing, setClosing] = useState(false);
  const [seenUrl, setSeenUrl] = useState(urlKey);
  if (seenUrl !== urlKey) {
    setSeenUrl(urlKey);
    setClosing(false);
  }
  const isOpen = routeOpen && !closing;

  // Keep the last content while the drawer slides out (the closed route renders none).
  const [kept, setKept] = useState<{ title: ReactNode; children: ReactNode }>({ title, children });
  if (routeOpen && (kept.title !== title || kept.children !== children)) setKept({ title, children });

  const target = useMemo(
    () => closeHref ?? drawerHrefs(basePath ?? pathname, searchParams).list,
    [closeHref, basePath, pathname, searchParams],
  );

  const close = () => {
    setClosing(true);
    // replace: the header's "Natrag" should not reopen a drawer the user just closed.
    router.replace(target, { scroll: false });
  };
  const guard = useDrawerGuardState();

  // The link or button that opened the drawer gets the focus back once it has closed (or this
  // page instance went away with the route).
  useEffect(() => {
    if (!isOpen) return;
    const opener = takeOpener();
    return () => returnFocusWhenClosed(opener);
  }, [isOpen]);

  return (
    <DrawerGuardProvider value={guard}>
      <Drawer
        opened={isOpen}
        onClose={() => guard.requestClose(close)}
        position="right"
        size={size}
        title={routeOpen ? title : kept.title}
        closeOnEscape
        padding="md"
        returnFocus={false}
        data-testid="entity-drawer"
        data-entity-drawer
      >
        {routeOpen ? children : kept.children}
      </Drawer>
    </DrawerGuardProvider>
  );
}

/** Hrefs for create/read/edit/list that keep the current list query string. */
export function useDrawerLinks(basePath: string) {
  const searchParams = useSearchParams();
  return useMemo(() => drawerHrefs(basePath, searchParams), [basePath, searchParams]);
}

export default EntityDrawer;
