import { PlaceholderPage } from '../../components/PageTitle';

export const DashboardPage = () => <PlaceholderPage title="Consultas" />;
