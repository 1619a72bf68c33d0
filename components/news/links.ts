'use client';

import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { drawerHrefs } from '@/components/drawer/drawer-slug';
import { COPY_OF } from './copy-of';


/**
 * /news-admin drawer links that keep the table's query but never `copyOf`: otherwise closing a
 * copy drawer and pressing "Dodaj novost" would prefill the next article too.
 */
export function useNewsAdminLinks() {
  const searchParams = useSearchParams();
  return useMemo(() => {
    const list = new URLSearchParams(searchParams.toString());
    list.delete(COPY_OF);
    const links = drawerHrefs('/news-admin', list);
    const copy = (id: number) => {
      const q = new URLSearchParams(list);
      q.set(COPY_OF, String(id));
      return `/news-admin/new?${q.toString()}`;
    };
    return { ...links, copy };
  }, [searchParams]);
}
