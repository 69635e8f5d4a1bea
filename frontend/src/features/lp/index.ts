//! Public entry of the LP feature: what other features use (the union apply tab's invitations).
export { InviteModal } from './components/InviteModal';
