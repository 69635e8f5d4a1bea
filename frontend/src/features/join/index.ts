//! Public entry of the join feature (used by the app's store).
export { joinSlice, saveJoinState, type JoinState } from './joinSlice';
