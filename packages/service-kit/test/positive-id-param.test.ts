import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { positiveIdParam } from '../src';

const params = z.object({
  id: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid'),
});
const route: Parameters<typeof validatorCompiler>[0] = {
  schema: params,
  method: 'GET',
  url: '/things/:id',
  httpPart: 'params',
};
const ids = [
  '1',
  '3115',
  '99999999',
  '123456789012345',
  '007',
  '1e3',
  ' 5',
  '0x10',
  '12.0',
  '0',
  '-1',
  '1.5',
  'abc',
  '',
];

describe('a positive id in the path, read without zod when it is plain digits', () => {
  it.each(ids)('reads %j as the route’s zod schema reads it', (id) => {
    expect(positiveIdParam('id')(route)({ id })).toEqual(validatorCompiler(route)({ id }));
  });
});
