//! The Redux store: the RTK Query cache, the session mirror and the join flow.
import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { joinSlice, saveJoinState } from '@/features/join';
import { sessionEnded, sessionSlice } from '@/shared/session';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [joinSlice.reducerPath]: joinSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  // A session that ends takes its cached data with it: the next user starts clean.
  listener.startListening({
    actionCreator: sessionEnded,
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
    },
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(listener.middleware).concat(baseApi.middleware),
  });

  let lastJoin = store.getState().join;
  store.subscribe(() => {
    const join = store.getState().join;
    if (join !== lastJoin) {
      lastJoin = join;
      saveJoinState(join);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
