import { describe, expect, it } from 'vitest';
import { refuseFraming } from '@app/framing';

function page() {
  document.body.innerHTML = '<div id="root"><p>login</p></div>';
  return { self: window, location: { href: 'https://backoffice.example/#/login' }, document };
}

describe('running inside a frame', () => {
  it('starts as usual in a window of its own', () => {
    const win = page();
    expect(refuseFraming({ ...win, top: win.self })).toBe(false);
    expect(document.getElementById('root')?.textContent).toBe('login');
  });

  it('refuses inside a frame: says why, offers a window of its own, and shows nothing of the application', () => {
    const win = page();
    expect(refuseFraming({ ...win, top: {} })).toBe(true);
    const root = document.getElementById('root');
    expect(root?.querySelector('h1')?.textContent).toBe('Esta aplicación no puede abrirse dentro de otra página');
    const link = root?.querySelector('a');
    expect(link?.textContent).toBe('Abrir el backoffice en una ventana nueva');
    expect(link?.getAttribute('href')).toBe('https://backoffice.example/#/login');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(root?.textContent).not.toContain('login');
  });
});
