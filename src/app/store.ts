import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, type Persistor } from 'redux-persist';
import { api } from '../api';
import { createActionRecorder, type ActionRecorder } from '../actionLog/recorder';
import { replayReducer, rootReducer, type RootState } from './rootReducer';
import { registerListeners } from './listeners';
import { startPersistence } from './persist';

export interface StoreOptions {
  /** Attach localStorage persistence (the app does; most tests do not need it). */
  persist?: boolean;
  recorder?: ActionRecorder;
}

/** The one store factory: used by the app, the tests and replay alike. */
export function setupStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const listener = createListenerMiddleware();
  const recorder = options.recorder ?? createActionRecorder(replayReducer);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware)
        .concat(api.middleware, recorder.middleware),
  });
  const persistor: Persistor | null = options.persist ? startPersistence(store) : null;
  registerListeners(listener.startListening, persistor, recorder);
  return Object.assign(store, { persistor, recorder });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
