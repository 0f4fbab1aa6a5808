/**
 * The hosted checkout is another site (or the server's own page): the portal is left with a full
 * navigation. An object, so tests can replace `to` — jsdom cannot navigate.
 */
export const leavePortal = {
  to(url: string): void {
    window.location.assign(url);
  },
};
