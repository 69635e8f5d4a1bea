//! Typed dispatch that accepts RTK Query thunks, usable without knowing the app's RootState.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

export type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<Dispatch>();
