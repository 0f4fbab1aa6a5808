import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { modalClosed, modalOpened, type ModalRequest } from '../../lib/modals';

export type DashboardView = 'consultas' | 'menopausia' | 'nutricion';

export interface DashboardState {
  view: DashboardView;
  openModal: ModalRequest | null;
}

export const initialDashboardState: DashboardState = { view: 'consultas', openModal: null };

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    viewChosen(state, action: PayloadAction<{ view: DashboardView }>) {
      state.view = action.payload.view;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(modalOpened, (state, action) => {
        state.openModal = { modal: action.payload.modal, ref: action.payload.ref ?? null };
      })
      .addCase(modalClosed, (state) => {
        state.openModal = null;
      });
  },
});

export const { viewChosen } = dashboardSlice.actions;
export const dashboardReducer = dashboardSlice.reducer;
export const selectDashboardView = (state: { dashboard: DashboardState }) => state.dashboard.view;
