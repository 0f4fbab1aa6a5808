import { SignatureStep } from './SignatureStep';

/** Step 8 is a route chunk of its own: only it needs signature_pad (steps 1–7 stay under 300 KB). */
export const TermsPage = () => <SignatureStep />;
