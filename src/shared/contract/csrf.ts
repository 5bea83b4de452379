// The names of the CSRF double-submit that the server and the browser share (decision 0018): the server
// sets the token in a cookie a page can read, and every POST echoes it in a header.
/** The token's cookie over plain HTTP. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
/** The token's cookie over HTTPS: the __Host- prefix keeps it to this host (Secure, path /, no Domain). */
export const SECURE_CSRF_COOKIE = '__Host-XSRF-TOKEN';
/** The request header every POST carries the token in. */
export const CSRF_HEADER = 'X-XSRF-TOKEN';
