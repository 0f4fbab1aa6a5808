import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether the server has refused this portal's contract version (426, code contract_retired): the page
 * then shows the new-version notice in place of every route (src/app/PortalRouter.tsx) until she reloads.
 * An event and a slice, so that the action log shows when it happened and its replay shows the notice.
 * Not persisted: a reload is the only way out (a session expiring meanwhile resets it, and her next call,
 * answered 426 again, brings the notice back).
 */
const portalSlice = createSlice({
  name: 'portal',
  initialState: { outdated: false },
  reducers: {
    contractRetired(state) {
      state.outdated = true;
    },
  },
  selectors: { selectPortalOutdated: (state) => state.outdated },
});

export const { contractRetired } = portalSlice.actions;
export const { selectPortalOutdated } = portalSlice.selectors;
export const portalReducer = portalSlice.reducer;
