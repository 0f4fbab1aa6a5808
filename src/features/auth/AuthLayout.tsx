import type { ReactNode } from 'react';
import hero from './hero.svg';

/** Hero and welcome text beside the form: a column on phones, a row from the md breakpoint. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth-layout">
      <section className="auth-hero" aria-labelledby="auth-welcome">
        <img src={hero} alt="" width={480} height={360} />
        <div>
          <p className="auth-brand">Espacios ELLA</p>
          <h2 id="auth-welcome">Bienvenida a tu portal de salud</h2>
          <p>
            Acompañamiento médico en perimenopausia, menopausia y nutrición: tus consultas por video, tus recetas con envío a domicilio y tu
            historial, en un solo lugar.
          </p>
        </div>
      </section>
      <main className="auth-card">{children}</main>
    </div>
  );
}
