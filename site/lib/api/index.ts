/** The only way islands talk to the server (islands never call fetch directly). */

export { clearQueryCache, createMutationStore, createQuery, keyToPath, type QueryOptions } from './query.ts';
export { ApiError, apiJson, apiRequest, buildRequestInit } from './request.ts';
export { clearSession, currentToken, EXPIRY_KEY, storeSession, TOKEN_KEY } from './session-token.ts';
export { apiUpload, type UploadOptions } from './upload.ts';
