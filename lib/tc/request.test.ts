import { validateTcRequest } from './request';

describe('validateTcRequest', () => {
  it('trims both fields', () => {
    expect(validateTcRequest({ name: ' Diya Kumari ', admission: ' 2016/0788 ' })).toEqual({
      ok: true,
      data: { name: 'Diya Kumari', admission: '2016/0788' },
    });
  });

  it('puts the empty-field message first, whatever else is wrong', () => {
    expect(validateTcRequest({ name: '', admission: '../x' })).toEqual({ ok: false, message: 'Please fill in all fields' });
  });

  it('accepts letters, digits, "/" and "-" in the admission number only', () => {
    expect(validateTcRequest({ name: 'A', admission: 'SA-2016/0788' }).ok).toBe(true);
    expect(validateTcRequest({ name: 'A', admission: '2016 0788' })).toEqual({
      ok: false,
      message: 'Admission Number may contain only letters, digits, "/" and "-".',
    });
  });

  it('accepts 100 characters and refuses 101', () => {
    expect(validateTcRequest({ name: 'N'.repeat(100), admission: '1' }).ok).toBe(true);
    expect(validateTcRequest({ name: 'N'.repeat(101), admission: '1' }).ok).toBe(false);
  });
});
