/** The account screens' lazy chunk (the login and registration forms; their hero is in the HTML). */
export { LoginPage } from '../../features/auth/LoginPage';
export { RegisterPage } from '../../features/auth/RegisterPage';
