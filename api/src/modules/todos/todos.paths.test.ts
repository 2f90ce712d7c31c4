import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { problemSchema } from '@haru/contracts';
import { registerTodoPaths } from './todos.paths';

describe('todos OpenAPI paths', () => {
  it('documents every /api/todos route from the contracts', () => {
    const registry = new OpenAPIRegistry();
    registerTodoPaths(registry, {
      bearer: [{ bearerAuth: [] }],
      problem: (description) => ({ description, content: { 'application/problem+json': { schema: problemSchema } } }),
      quota: (kind) => ({ description: kind, content: { 'application/problem+json': { schema: problemSchema } } }),
    });
    // The generator's types are loose about paths; read the JSON the route serves.
    const doc = JSON.parse(JSON.stringify(new OpenApiGeneratorV31(registry.definitions).generateDocument({ openapi: '3.1.0', info: { title: 't', version: '1' } }))) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[]; additionalProperties?: boolean } }> } }>>;
    };
    expect(Object.keys(doc.paths).sort()).toEqual(['/api/todos', '/api/todos/{id}']);
    expect(Object.keys(doc.paths['/api/todos/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    const create = doc.paths['/api/todos'].post.requestBody!.content['application/json'].schema;
    expect(create).toMatchObject({ required: ['title'], additionalProperties: false });
  });
});
