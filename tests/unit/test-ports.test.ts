import { describe, expect, it } from 'vitest';
import { portOffset } from '../support/ports';

describe('TEST_PORT_OFFSET', () => {
  it('is refused, naming the port, when it moves a test port onto one fetch will not connect to', async () => {
    // 1366 (the cms suite's mail catcher on SQLite) + 5200 is 6566.
    expect(() => portOffset('5200')).toThrow(/6566/);
    const refusal = await fetch('http://127.0.0.1:6566/').catch((error: Error) => error.cause as Error);
    expect(refusal).toMatchObject({ message: 'bad port' });
    // The catalogue's browser run sits 50 above: the cms at 1348 + 4602 + 50.
    expect(() => portOffset('4602')).toThrow(/6000/);
  });

  it('is taken when every test port stays usable, and refused when it is not a whole number in range', () => {
    expect(portOffset('1000')).toBe(1000);
    // 1350 (the cms suite's on PostgreSQL) + 4650 would be 6000, but only the browser runs move 50 more.
    expect(portOffset('4600')).toBe(4600);
    expect(portOffset(undefined)).toBe(0);
    expect(() => portOffset('-1')).toThrow(/whole number/);
  });
});
