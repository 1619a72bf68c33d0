'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { canGoBackInApp, parentPath } from './back-navigation';
import { startRouteProgress } from './route-progress-store';

/** The header's "Natrag": back within the app, else up to the parent screen (back-navigation.ts). */
export function useBack(): () => void {
  const router = useRouter();
  const pathname = usePathname();
  // A client-side navigation seen since this page loaded (for browsers without the Navigation API).
  const navigatedInApp = useRef(false);
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) navigatedInApp.current = true;
  }, [pathname]);

  return useCallback(() => {
    const navigation = (window as { navigation?: Parameters<typeof canGoBackInApp>[0] }).navigation;
    if (canGoBackInApp(navigation, window.location.origin, navigatedInApp.current)) {
      startRouteProgress();
      router.back();
      return;
    }
    const parent = parentPath(pathname);
    if (parent === pathname) return;
    startRouteProgress();
    // Replaced, not pushed: a second "Natrag" goes further up, not back down to the deep link.
    router.replace(parent);
  }, [router, pathname]);
}
