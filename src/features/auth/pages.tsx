export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { WelcomePage } from './WelcomePage';
