import { EnrichmentPage } from './enrichment-page.tsx';

export default function MnpPage() {
  return <EnrichmentPage kind="mnp" />;
}
