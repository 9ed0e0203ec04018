import { afterEach, describe, expect, it } from 'vitest';
import { rememberReturnAddress, takeReturnAddress } from '../../../src/app/return-after-login';

afterEach(() => sessionStorage.clear());

describe('the address a signed-out visit was going to', () => {
  it('is opened once after the sign-in, with its search, and then forgotten', () => {
    rememberReturnAddress('/komunikace/komunikace-se-zps/V-12?strana=2');
    expect(takeReturnAddress()).toBe('/komunikace/komunikace-se-zps/V-12?strana=2');
    expect(takeReturnAddress()).toBe('/');
  });

  it('is the start page for the start page, the sign-in, the logout, the API and another host', () => {
    for (const href of ['/', '/prihlaseni?listek=abc', '/odhlaseni', '/api/ping', '//evil.example/komunikace', 'https://evil.example/']) {
      rememberReturnAddress(href);
      expect(takeReturnAddress(), href).toBe('/');
    }
  });

  it('a later visit to the start page forgets an earlier address', () => {
    rememberReturnAddress('/moje-zdravi/ockovani/');
    rememberReturnAddress('/');
    expect(takeReturnAddress()).toBe('/');
  });
});
