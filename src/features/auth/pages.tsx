import { PlaceholderPage } from '../../components/PageTitle';

export const LoginPage = () => <PlaceholderPage title="Iniciar sesión" />;
export const RegisterPage = () => <PlaceholderPage title="Crear cuenta" />;
export const WelcomePage = () => <PlaceholderPage title="¿Qué tipo de consulta te gustaría agendar?" />;
