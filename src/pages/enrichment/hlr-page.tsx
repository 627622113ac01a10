import { EnrichmentPage } from './enrichment-page.tsx';

export default function HlrPage() {
  return <EnrichmentPage kind="hlr" />;
}
