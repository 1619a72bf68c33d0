'use client';

import { getSession } from 'next-auth/react';
import { useEffect } from 'react';

/**
 * Re-reads the session every 5 minutes and on focus: next-auth then refreshes the role
 * kept in the session cookie from the users table, so proxy.ts sees role changes soon.
 */
export function SessionRefresher() {
  useEffect(() => {
    const refresh = () => void getSession();
    const timer = setInterval(refresh, 5 * 60 * 1000);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, []);
  return null;
}
