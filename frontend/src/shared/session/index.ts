//! Session token storage, its Redux mirror and out-of-React navigation.
export * from './storage';
export * from './sessionSlice';
export * from './navigation';
