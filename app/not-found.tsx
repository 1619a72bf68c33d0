import { NotFoundView } from '@/components/not-found-view';

/** Unknown paths: the Croatian 404 page. */
export default function NotFound() {
  return <NotFoundView />;
}
