/** The query parameter of /news-admin/new that prefills the form from an article ("copy as new"). */
export const COPY_OF = 'copyOf';
