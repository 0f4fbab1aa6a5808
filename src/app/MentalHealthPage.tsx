import { PlaceholderPage } from '../components/PageTitle';

export default function MentalHealthPage() {
  return <PlaceholderPage title="Esta página estará disponible próximamente." />;
}
