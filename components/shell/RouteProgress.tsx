'use client';

/**
 * A thin progress bar at the top of the window while the app moves to another screen (issue 9:
 * a menu click on a slow network left the old page with no sign of loading). It starts on a
 * click on an in-app link or on startRouteProgress(), creeps towards the end while the server
 * answers, and completes when the new route renders (the URL the router shows changes).
 */
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Progress } from '@mantine/core';
import { messages } from '@/lib/i18n/messages';
import { isInAppNavigation, onRouteProgressStart } from './route-progress-store';

/** A navigation that never lands (a link the router turned into nothing) stops showing after this. */
const GIVE_UP_MS = 20_000;
const CREEP_MS = 300;

export function RouteProgress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [value, setValue] = useState<number | null>(null);
  const timers = useRef<{ creep?: ReturnType<typeof setInterval>; stop?: ReturnType<typeof setTimeout> }>({});

  const clearTimers = () => {
    clearInterval(timers.current.creep);
    clearTimeout(timers.current.stop);
  };

  useEffect(() => {
    const start = () => {
      clearTimers();
      setValue(8);
      // Creeps towards 90 %: each step covers a tenth of what is left.
      timers.current.creep = setInterval(() => setValue((v) => (v === null || v >= 100 ? v : v + (90 - v) / 10)), CREEP_MS);
      timers.current.stop = setTimeout(() => {
        clearTimers();
        setValue(null);
      }, GIVE_UP_MS);
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (anchor && isInAppNavigation(event, anchor, window.location)) start();
    };
    document.addEventListener('click', onClick);
    const unsubscribe = onRouteProgressStart(start);
    return () => {
      document.removeEventListener('click', onClick);
      unsubscribe();
      clearTimers();
    };
  }, []);

  // The new route has rendered: complete the bar (state adjusted during render)...
  const route = `${pathname}?${search}`;
  const [seenRoute, setSeenRoute] = useState(route);
  if (seenRoute !== route) {
    setSeenRoute(route);
    if (value !== null) setValue(100);
  }
  // ...then hide it.
  const done = value === 100;
  useEffect(() => {
    if (!done) return;
    clearTimers();
    timers.current.stop = setTimeout(() => setValue(null), 250);
  }, [done]);

  if (value === null) return null;
  return (
    <Progress
      value={value}
      size={3}
      radius={0}
      aria-label={messages.loading}
      data-testid="route-progress"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
      transitionDuration={CREEP_MS}
    />
  );
}
