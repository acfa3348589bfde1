export { MembersTab } from './members-tab';
export { AcceptInvitationView } from './accept-invitation';
