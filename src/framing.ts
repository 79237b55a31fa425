/** What the framing check needs of the browser window. */
export interface FramableWindow {
  readonly self: unknown;
  readonly top: unknown;
  readonly location: { readonly href: string };
  readonly document: Document;
}

/**
 * Refuses to run inside a frame (the fallback of the host's `frame-ancestors 'none'` and
 * `X-Frame-Options: DENY`, for hosts that send neither): another site could otherwise show the sign-in
 * form under its own address or trick a user into clicks. When framed, the page says why and offers
 * to open the application in a window of its own; the application is not started.
 * @returns whether the application must stop.
 */
export function refuseFraming(win: FramableWindow): boolean {
  if (win.top === win.self) return false;
  const { document } = win;
  const root = document.getElementById('root') ?? document.body;
  const main = document.createElement('main');
  main.setAttribute('role', 'alert');
  main.style.cssText = 'font-family: system-ui, sans-serif; padding: 24px; max-width: 40rem';
  const title = document.createElement('h1');
  title.textContent = 'Esta aplicación no puede abrirse dentro de otra página';
  const explanation = document.createElement('p');
  explanation.textContent = 'Por seguridad, el backoffice solo funciona en una ventana propia. This application cannot run inside another page.';
  const link = document.createElement('a');
  link.href = win.location.href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = 'Abrir el backoffice en una ventana nueva';
  main.append(title, explanation, link);
  root.replaceChildren(main);
  return true;
}
