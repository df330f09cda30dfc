import { describe, expect, it } from 'vitest';
import { portOffset } from '../support/ports';

describe('TEST_PORT_OFFSET', () => {
  it('is refused, naming the port, when it moves a test port onto one fetch will not connect to', async () => {
    // 1366 (the cms suite's mail catcher on SQLite) + 5200 is 6566.
    expect(() => portOffset('5200')).toThrow(/6566/);
    const refusal = await fetch('http://127.0.0.1:6566/').catch((error: Error) => error.cause as Error);
    expect(refusal).toMatchObject({ message: 'bad port' });
    // The catalogue's run sits 50 above: 1366 + 5150 + 50.
    expect(() => portOffset('5150')).toThrow(/6566/);
  });

  it('is taken when every test port stays usable, and refused when it is not a whole number in range', () => {
    expect(portOffset('1000')).toBe(1000);
    expect(portOffset(undefined)).toBe(0);
    expect(() => portOffset('-1')).toThrow(/whole number/);
  });
});
