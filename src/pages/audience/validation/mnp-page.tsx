import { ValidationPage } from './validation-page.tsx';

export default function MnpPage() {
  return <ValidationPage kind="mnp" />;
}
