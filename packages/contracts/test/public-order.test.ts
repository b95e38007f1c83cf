import { OrderSchema, PublicOrderSchema } from '../src';

describe('the public order', () => {
  it('is a list of the order fields answers may carry, without the access secret or the operators log', () => {
    const listed = Object.keys(PublicOrderSchema.shape);
    expect(listed).not.toContain('access');
    expect(listed).not.toContain('operator_log');
    expect(listed.filter((field) => !(field in OrderSchema.shape))).toEqual([]);
  });
});
