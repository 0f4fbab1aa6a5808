/**
 * The hosted checkout is another page: the portal is left with a full navigation. An object, so
 * tests can replace `to` (jsdom cannot navigate).
 */
export const leaveForCheckout = {
  to(url: string): void {
    window.location.assign(url);
  },
};
