import { Type } from '@fastify/type-provider-typebox';

/** Wire schemas shared by several modules. */
export const CalendarDate = Type.String({ format: 'date', description: 'A calendar date, YYYY-MM-DD' });

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
