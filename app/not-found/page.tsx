import { NotFoundView } from '@/components/not-found-view';

/** Where unauthorised screens lead (the spec's /not-found). */
export default function NotFoundPage() {
  return <NotFoundView />;
}
