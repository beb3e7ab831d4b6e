import type { FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { insertContracts } from '../../contracts/contracts-repository';
import { newContract } from '../../contracts/new-contract';
import { Contract } from '../../contracts/schemas';
import { draftFromUpload, type UploadedFile } from '../../contracts/uploaded-file';
import { errorResponses } from '../../plugins/errors';
import { ownerDay } from './owner-today';
import { MAX_FILE_BYTES } from './schemas';

/** Files one upload may carry; the contract page's uploader sends one per request, for per-file progress. */
export const MAX_UPLOAD_FILES = 10;

const security = [{ bearerAuth: [] }];
const Binary = Type.String({ format: 'binary' });

const UploadResponse = Type.Object(
  {
    contracts: Type.Array(Contract, { description: 'The contracts stored, each needing review' }),
    duplicates: Type.Array(Type.Object({ name: Type.String(), contractId: Type.String({ format: 'uuid' }) }), {
      description: 'Files already stored (the same bytes), with the contract they are',
    }),
    failed: Type.Array(Type.Object({ name: Type.String(), reason: Type.String() }), {
      description: 'Files that could not be read, and why',
    }),
  },
  { $id: 'UploadResponse' },
);

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a contract upload, read while the form is parsed. */
    uploadedFiles?: (UploadedFile | { fileName: string; tooLarge: true })[];
  }
}

const tooLargeReason = `The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB.`;

/** POST /api/contracts/upload: PDF, Word or text files from the desk, analysed and stored as needing review. */
const uploadRoute: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_UPLOAD_FILES, fields: 0, parts: MAX_UPLOAD_FILES },
    // A file over the limit is cut off and reported by name; the others in the same request are still read.
    throwFileSizeLimit: false,
    // Each file is read into memory as it arrives; the body keeps only its name (what the schema checks).
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const files = (this.uploadedFiles ??= []);
      const content = await part.toBuffer();
      files.push(
        part.file.truncated
          ? { fileName: part.filename, tooLarge: true }
          : { fileName: part.filename, mimeType: part.mimetype, content },
      );
      (part as MultipartFile & { value: string }).value = part.filename;
    },
  });

  app.post(
    '/upload',
    {
      // Signed in before the body is read: nobody else makes the server hold 200 MB of files.
      onRequest: app.authenticate,
      bodyLimit: MAX_UPLOAD_FILES * (MAX_FILE_BYTES + 64 * 1024),
      schema: {
        tags: ['contracts'],
        operationId: 'uploadContracts',
        summary: 'Add contracts from files: each is analysed and stored, with its original, as needing review',
        description: `Multipart, field \`files\`: up to ${MAX_UPLOAD_FILES} PDF, Word or text files of at most 20 MB. The same bytes uploaded again are recognised; a file that cannot be read is reported by name and the others are still stored. 201 when something was stored, 200 when every file was already there.`,
        security,
        consumes: ['multipart/form-data'],
        body: Type.Object({ files: Type.Union([Binary, Type.Array(Binary, { maxItems: MAX_UPLOAD_FILES })]) }),
        response: { 200: UploadResponse, 201: UploadResponse, ...errorResponses(400, 401, 413) },
      },
    },
    async (request, reply) => {
      const ownerId = request.user.sub;
      const { today } = await ownerDay(app, ownerId);
      const received = request.uploadedFiles ?? [];
      const failed: { name: string; reason: string }[] = [];
      const readable: { file: UploadedFile; draft: ReturnType<typeof draftFromUpload> }[] = [];
      // Analysed one after another: a request's files must not take every worker from the searches.
      for (const file of received) {
        if ('tooLarge' in file) {
          failed.push({ name: file.fileName, reason: tooLargeReason });
          continue;
        }
        const outcome = await app.analyse({
          bytes: file.content,
          fileName: file.fileName,
          mimeType: file.mimeType,
          asOf: today,
        });
        if (outcome.ok) readable.push({ file, draft: draftFromUpload(file, outcome.result) });
        else failed.push({ name: file.fileName, reason: outcome.error });
      }
      if (readable.length === 0) {
        const reasons = failed.map(({ name, reason }) => `${name}: ${reason}`).join('; ');
        throw app.httpErrors.badRequest(`No contract could be read from the upload (${reasons}).`);
      }
      const { created, duplicates } = await insertContracts(
        app.db,
        ownerId,
        readable.map(({ draft }) => newContract(draft)),
      );
      request.log.info(
        { created: created.length, duplicates: duplicates.length, failed: failed.length },
        'contracts uploaded',
      );
      return reply.code(created.length > 0 ? 201 : 200).send({
        contracts: created,
        duplicates: duplicates.map(({ index, contractId }) => ({ name: readable[index].file.fileName, contractId })),
        failed,
      });
    },
  );
};

export default uploadRoute;
