import { useSearchParams } from 'react-router';
import { isSignedVerificationLink } from '../../guards/guard-decision.ts';
import { VerifyLink } from './verify-link.tsx';
import { VerifyPending } from './verify-pending.tsx';

/** A signed link from the email verifies; without one the page asks the user to open it. */
export default function VerifyEmail() {
  const [params] = useSearchParams();
  return isSignedVerificationLink(`?${params.toString()}`) ? <VerifyLink params={params} /> : <VerifyPending />;
}
