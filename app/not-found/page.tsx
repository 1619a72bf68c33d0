import NotFound from '../not-found';

export const dynamic = 'force-dynamic';

/** Where unauthorised screens lead (the spec's /not-found): the same page as an unknown path. */
export default NotFound;
