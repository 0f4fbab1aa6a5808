import { normalPhone } from '../../../src/features/auth/registrationForm';

describe('a Mexican phone as patients type it', () => {
  it.each([
    ['5512345678', '5512345678'],
    ['55 1234 5678', '5512345678'],
    ['(55) 1234-5678', '5512345678'],
    ['55.1234.5678', '5512345678'],
    ['+52 55 1234 5678', '5512345678'],
    ['+52 1 55 1234 5678', '5512345678'],
    ['0052 55 1234 5678', '5512345678'],
    ['044 55 1234 5678', '5512345678'],
    ['045 33 1234 5678', '3312345678'],
  ])('reads %j as %s', (typed, stored) => {
    expect(normalPhone(typed)).toBe(stored);
  });

  it.each(['55123', '55 1234 56789', '+1 415 555 0100 99'])('leaves %j as something that is not ten digits', (typed) => {
    expect(normalPhone(typed)).not.toMatch(/^\d{10}$/);
  });
});
