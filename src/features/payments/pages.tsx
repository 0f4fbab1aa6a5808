import { PlaceholderPage } from '../../components/PageTitle';

export const SubscriptionPage = () => <PlaceholderPage title="Suscripción" />;
export const PaymentSuccessPage = () => <PlaceholderPage title="Pago exitoso" />;
export const PaymentCancelledPage = () => <PlaceholderPage title="Pago cancelado" />;
