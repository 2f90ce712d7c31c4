import { ObjectId } from 'bson';
import { compareValues } from './compare';

test('ObjectIds order exactly as their 12 bytes do', () => {
  const ids = Array.from({ length: 300 }, (_, i) => (i % 3 === 0 ? new ObjectId() : ObjectId.createFromTime(Math.floor(Math.random() * 2 ** 32))));
  ids.push(new ObjectId('ffffffffffffffffffffffff'), new ObjectId('000000000000000000000000'), new ObjectId('00000000000000000000ff00'));
  for (let i = 1; i < ids.length; i++) {
    const [a, b] = [ids[i - 1], ids[i]];
    expect(compareValues(a, b)).toBe(Math.sign(Buffer.compare(Buffer.from(a.id), Buffer.from(b.id))));
    expect(compareValues(a, new ObjectId(a.toHexString()))).toBe(0);
  }
});
