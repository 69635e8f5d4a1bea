//! Redux mirror of the session token so components re-render when the user logs in or out.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readToken } from './storage';

export interface SessionState {
  token: string | null;
  /** True while a session found at start-up is being refreshed; authenticated calls wait for it. */
  bootstrapping: boolean;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => {
    const token = readToken();
    return { token, bootstrapping: token !== null };
  },
  reducers: {
    tokenChanged(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    sessionEnded(state) {
      state.token = null;
      state.bootstrapping = false;
    },
    bootstrapDone(state) {
      state.bootstrapping = false;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => state.token !== null,
    selectSessionBootstrapping: (state) => state.bootstrapping,
  },
});

export const { tokenChanged, sessionEnded, bootstrapDone } = sessionSlice.actions;
export const { selectToken, selectIsLoggedIn, selectSessionBootstrapping } = sessionSlice.selectors;
