import { useParams } from 'wouter';
import { LeadBookingView } from '@client/features/lead-booking';

/** /book/<token>: a qualified lead's own booking page (no deposit). */
export default function LeadBookingPage() {
  const { token = '' } = useParams<{ token: string }>();
  return <LeadBookingView token={token} />;
}
