import { ValidationPage } from './validation-page.tsx';

export default function HlrPage() {
  return <ValidationPage kind="hlr" />;
}
