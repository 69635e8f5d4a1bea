//! Public entry of the messages feature (for the app): the navbar's message button with its
//! unread badge. The screens are reached through routes.ts.
export { UnreadMessagesButton } from './components/UnreadMessagesButton';
