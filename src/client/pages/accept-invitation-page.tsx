import { AcceptInvitationView } from '@client/features/members';

/** /accept-invitation: where an invitation link lands. */
export default function AcceptInvitationPage() {
  return <AcceptInvitationView />;
}
